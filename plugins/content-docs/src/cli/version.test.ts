import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cutDocsVersion, invalidVersionName } from './version.ts';

const URL_UNSAFE = '"a/b" cannot be used in folder names and URLs. Use letters, digits, dots and dashes, e.g. v1.2.0.';

describe('invalidVersionName', () => {
  it('refuses empty and reserved names', () => {
    expect(invalidVersionName('', [])).toBe('The version name is empty.');
    expect(invalidVersionName('  \t', [])).toBe('The version name is empty.');
    expect(invalidVersionName('current', [])).toBe('"current" is reserved for the docs folder itself.');
  });

  it('refuses each character that breaks a folder name or a URL, a URL fragment, and . and ..', () => {
    expect(invalidVersionName('a/b', [])).toBe(URL_UNSAFE);
    for (const name of ['a\\b', 'a?b', 'a%b', 'a*b', 'a:b', 'a|b', 'a"b', 'a<b', 'a>b', 'a#b', '.', '..']) {
      expect(invalidVersionName(name, []), name).toBe(`"${name}" cannot be used in folder names and URLs. Use letters, digits, dots and dashes, e.g. v1.2.0.`);
    }
  });

  it('refuses a name versions.json already lists, and accepts ordinary names', () => {
    expect(invalidVersionName('1.0', ['1.0'])).toBe('Version "1.0" already exists in versions.json.');
    for (const name of ['1.0', 'v0.43.0', 'main', '...', '2.0-beta_1']) expect(invalidVersionName(name, ['0.9']), name).toBeUndefined();
  });
});

describe('cutDocsVersion', () => {
  let siteDir = '';
  afterEach(() => rmSync(siteDir, { recursive: true, force: true }));
  const site = () => {
    siteDir = mkdtempSync(path.join(tmpdir(), 'folio-cut-'));
    mkdirSync(path.join(siteDir, 'docs'));
    writeFileSync(path.join(siteDir, 'docs/intro.md'), '# Intro\n');
    writeFileSync(path.join(siteDir, 'versions.json'), '["1.0"]\n');
    return { siteDir, docsPath: 'docs', sidebarPath: false as const };
  };

  it('fails with the command’s prefix and writes nothing for an invalid name', async () => {
    const args = site();
    await expect(cutDocsVersion({ ...args, name: 'a:b' })).rejects.toThrow('folio docs:version: "a:b" cannot be used in folder names and URLs.');
    await expect(cutDocsVersion({ ...args, name: 'current' })).rejects.toThrow('folio docs:version: "current" is reserved for the docs folder itself.');
    await expect(cutDocsVersion({ ...args, name: '1.0' })).rejects.toThrow('folio docs:version: Version "1.0" already exists in versions.json.');
    expect(existsSync(path.join(siteDir, 'versioned_docs'))).toBe(false);
    expect(readFileSync(path.join(siteDir, 'versions.json'), 'utf8')).toBe('["1.0"]\n');
  });

  it('refuses a version folder that exists though versions.json does not list it', async () => {
    const args = site();
    mkdirSync(path.join(siteDir, 'versioned_docs/version-2.0'), { recursive: true });
    await expect(cutDocsVersion({ ...args, name: '2.0' })).rejects.toThrow('folio docs:version: versioned_docs/version-2.0 already exists. Remove it or choose another name.');
    expect(readFileSync(path.join(siteDir, 'versions.json'), 'utf8')).toBe('["1.0"]\n');
    expect(existsSync(path.join(siteDir, 'versioned_sidebars'))).toBe(false);
  });
});
