import { describe, expect, test } from 'vitest';
import { CONFIG_REF, decodeConfigRefs, encodeConfigRefs, indexConfig, valueAt } from './config-refs.ts';

const remarkA = () => undefined;
const remarkB = () => undefined;
const pattern = /x+/;
const config = {
  title: 'Site',
  presets: [['classic', { docs: { remarkPlugins: [remarkA, [remarkB, { depth: 2 }]] } }]],
  markdown: { preprocessor: remarkA, pattern },
};

describe('config refs', () => {
  test('index the shallowest place of every function and non-plain object of the config', () => {
    const index = indexConfig(config);
    expect(index.get(remarkA)).toEqual(['markdown', 'preprocessor']);
    expect(index.get(remarkB)).toEqual(['presets', 0, 1, 'docs', 'remarkPlugins', 1, 0]);
    expect(index.get(pattern)).toEqual(['markdown', 'pattern']);
    expect(index.size).toBe(3);
  });

  test('encode plain data as it is and config values as their place; decoding gives the same values back', () => {
    const index = indexConfig(config);
    const list = [[remarkB, { depth: 3, names: ['a'] }], remarkA];
    const encoded = encodeConfigRefs(list, index)!;
    expect(encoded.refs).toBe(2);
    expect(encoded.value).toEqual([[{ [CONFIG_REF]: ['presets', 0, 1, 'docs', 'remarkPlugins', 1, 0] }, { depth: 3, names: ['a'] }], { [CONFIG_REF]: ['markdown', 'preprocessor'] }]);
    expect(structuredClone(encoded.value)).toEqual(encoded.value);
    const decoded = decodeConfigRefs(structuredClone(encoded.value), config) as unknown[];
    expect(decoded).toEqual(list);
    expect((decoded[0] as unknown[])[0]).toBe(remarkB);
  });

  test('a function the config does not hold, or a cyclic value, cannot be encoded', () => {
    const index = indexConfig(config);
    expect(encodeConfigRefs([() => undefined], index)).toBeUndefined();
    const cyclic: Record<string, unknown> = { name: 'x' };
    cyclic.self = cyclic;
    expect(encodeConfigRefs(cyclic, index)).toBeUndefined();
    expect(encodeConfigRefs({ plain: [1, 'two', null, { three: true }] }, index)).toEqual({ value: { plain: [1, 'two', null, { three: true }] }, refs: 0 });
  });

  test('a place the config lacks is an error naming it', () => {
    expect(() => valueAt(config, ['presets', 0, 1, 'blog', 'remarkPlugins'])).toThrow('the config has no value at presets.0.1.blog.remarkPlugins');
  });
});
