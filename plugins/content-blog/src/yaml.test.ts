import { describe, expect, it } from 'vitest';
import { frontMatterYaml, parsePositionedYaml } from './yaml.ts';

describe('parsePositionedYaml', () => {
  const text = 'a:\n  name: Jane\n  tags: [x, y]\nb: 2\n';
  const yaml = parsePositionedYaml(text);

  it('parses and locates values by path', () => {
    expect(yaml.value).toEqual({ a: { name: 'Jane', tags: ['x', 'y'] }, b: 2 });
    expect(yaml.locate(['a', 'name'])).toEqual({ line: 2, column: 9 });
    expect(yaml.locate(['a', 'tags', 1])).toEqual({ line: 3, column: 13 });
    expect(yaml.locate(['b'])).toEqual({ line: 4, column: 4 });
    expect(yaml.locate(['a', 'tags'], { key: true })).toEqual({ line: 3, column: 3 });
  });

  it('falls back to the nearest parent for missing paths, and shifts lines by the offset', () => {
    expect(yaml.locate(['a', 'missing'])).toEqual({ line: 2, column: 3 });
    expect(parsePositionedYaml(text, 1).locate(['b'])).toEqual({ line: 5, column: 4 });
  });

  it('places syntax errors', () => {
    const bad = parsePositionedYaml('a: 1\nb: [unclosed\nc: 3\n');
    expect(bad.value).toBeUndefined();
    expect(bad.error?.place.line).toBeGreaterThanOrEqual(2);
    expect(bad.error?.message).toMatch(/flow sequence|\]/i);
  });
});

describe('frontMatterYaml', () => {
  it('returns the YAML between the fences, or nothing', () => {
    expect(frontMatterYaml('---\ntitle: x\n---\nbody')).toBe('title: x');
    expect(frontMatterYaml('no front matter')).toBe('');
  });
});
