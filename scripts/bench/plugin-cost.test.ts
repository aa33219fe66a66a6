import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configWithout, median } from './plugin-cost.ts';

describe('the plugin-cost benchmark', () => {
  it("takes the measured plugins and their imports out of the repository's own config, and nothing else", () => {
    const config = readFileSync(path.join(import.meta.dirname, '../../site.config.ts'), 'utf8');
    const without = configWithout(config, ['llms', 'socialCards']);
    expect(without).not.toMatch(/^\s*(llms|socialCards),$/m);
    expect(without).not.toMatch(/^import (llms|socialCards) from/m);
    expect(config.split('\n').length - without.split('\n').length).toBe(4);
  });

  it('fails loudly when the config no longer lists a plugin on its own line', () => {
    expect(() => configWithout('plugins: [theme, llms]', ['llms'])).toThrow('site.config.ts lists no plugin entry "llms,"');
  });

  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
