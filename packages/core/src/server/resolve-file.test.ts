import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveRequestFile } from './resolve-file.ts';

const root = mkdtempSync(path.join(tmpdir(), 'folio-serve-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const site = path.join(root, 'build');
mkdirSync(path.join(site, 'docs'), { recursive: true });
writeFileSync(path.join(site, 'index.html'), 'home');
writeFileSync(path.join(site, 'docs', 'index.html'), 'docs');
writeFileSync(path.join(site, 'about.html'), 'about');
writeFileSync(path.join(root, 'secret.txt'), 'secret');
symlinkSync(path.join(root, 'secret.txt'), path.join(site, 'link.txt'));

describe('resolveRequestFile', () => {
  it('maps paths the way static hosts do', () => {
    expect(resolveRequestFile(site, '/')).toBe(path.join(site, 'index.html'));
    expect(resolveRequestFile(site, '/docs')).toBe(path.join(site, 'docs', 'index.html'));
    expect(resolveRequestFile(site, '/docs/?q=1')).toBe(path.join(site, 'docs', 'index.html'));
    expect(resolveRequestFile(site, '/about')).toBe(path.join(site, 'about.html'));
    expect(resolveRequestFile(site, '/nope')).toBeUndefined();
  });

  it('never leaves the folder, whatever the request path', () => {
    for (const attempt of ['/../secret.txt', '/%2e%2e/secret.txt', '/docs/..%2f..%2fsecret.txt', '/..%5csecret.txt', '/link.txt', '/%00', '/%E0%A4%A']) {
      expect(resolveRequestFile(site, attempt)).toBeUndefined();
    }
  });
});
