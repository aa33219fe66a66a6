import { describe, expect, it } from 'vitest';
import { findJsonError, parseJsonFile } from './json.ts';

describe('parseJsonFile', () => {
  it('parses valid JSON, with or without a byte order mark', () => {
    expect(parseJsonFile('\uFEFF{ "a": [1, true, null, "x\\n"] }', 'a.json')).toEqual({ a: [1, true, null, 'x\n'] });
  });

  it('names the file, line and column of a syntax error and what was expected there', () => {
    expect(() => parseJsonFile('{\n  "label": "Guide",\n}\n', 'x/_category_.json')).toThrow('x/_category_.json:3:1 Invalid JSON: Unexpected "}", expected a property name in double quotes');
    expect(() => parseJsonFile('["1.0",\n', 'versions.json')).toThrow('versions.json:2:1 Invalid JSON: Unexpected end of file, expected a value');
    expect(() => parseJsonFile('{ "a": tru }', 'a.json')).toThrow('a.json:1:8 Invalid JSON: Unexpected "t", expected a value');
    expect(() => parseJsonFile('{ "a": 1 } x', 'a.json')).toThrow('a.json:1:12 Invalid JSON: Unexpected "x", expected the end of the file');
    expect(() => parseJsonFile("{ 'a': 1 }", 'a.json')).toThrow(`a.json:1:3 Invalid JSON: Unexpected "'", expected a property name in double quotes`);
  });

  it('agrees with JSON.parse on what is valid', () => {
    for (const text of ['1', '"\\u00e9"', '[]', '{}', '[1,2]', '-0.5e+3', '[1,]', '{"a" 1}', '"a\tb"', '01', '"\\x"', '']) {
      let valid = true;
      try {
        JSON.parse(text);
      } catch {
        valid = false;
      }
      expect(findJsonError(text) === undefined, text).toBe(valid);
    }
  });
});
