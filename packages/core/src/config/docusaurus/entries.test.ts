import { describe, expect, it } from 'vitest';
import { candidateNames, packageOfPath, readEntry } from './entries.ts';

const known = new Set(['@docusaurus/preset-classic', '@docusaurus/plugin-client-redirects', 'docusaurus-lunr-search', '@easyops-cn/docusaurus-search-local']);

describe('candidateNames', () => {
  it('follows Docusaurus’s shorthands', () => {
    expect(candidateNames('classic', 'preset')).toEqual(['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic']);
    expect(candidateNames('@acme/x', 'plugin')).toEqual(['@acme/x', '@acme/docusaurus-plugin-x']);
    expect(candidateNames('@acme', 'theme')).toEqual(['@acme/docusaurus-theme']);
  });
});

describe('packageOfPath', () => {
  it('names the package of a path into node_modules', () => {
    expect(packageOfPath('/s/node_modules/docusaurus-lunr-search/src/index.js')).toBe('docusaurus-lunr-search');
    expect(packageOfPath('/s/node_modules/a/node_modules/@scope/pkg/lib/index.js')).toBe('@scope/pkg');
    expect(packageOfPath('/s/src/plugin.js')).toBeUndefined();
  });
});

describe('readEntry', () => {
  it('reads every form Docusaurus accepts', () => {
    expect(readEntry('classic', 'preset', 'presets[0]', '/s', known)).toEqual({ kind: 'preset', name: '@docusaurus/preset-classic', options: {}, key: 'presets[0]', optionsKey: 'presets[0][1]', code: false });
    expect(readEntry(['client-redirects', { redirects: [] }], 'plugin', 'plugins[1]', '/s', known)).toMatchObject({ name: '@docusaurus/plugin-client-redirects', options: { redirects: [] }, code: false });
    expect(readEntry('/s/node_modules/docusaurus-lunr-search/src/index.js', 'plugin', 'plugins[2]', '/s', known)).toMatchObject({ name: 'docusaurus-lunr-search', code: false });
    expect(readEntry('/s/src/plugins/mine.js', 'plugin', 'plugins[3]', '/s', known)).toMatchObject({ name: './src/plugins/mine.js', code: true });
    expect(readEntry(function mine() {}, 'plugin', 'plugins[4]', '/s', known)).toMatchObject({ name: 'function mine', code: true });
    expect(readEntry('docusaurus-plugin-sass', 'plugin', 'plugins[5]', '/s', known)).toMatchObject({ name: 'docusaurus-plugin-sass', code: false });
    expect(readEntry(false, 'plugin', 'plugins[6]', '/s', known)).toBeUndefined();
    expect(readEntry(null, 'plugin', 'plugins[7]', '/s', known)).toBeUndefined();
  });
});
