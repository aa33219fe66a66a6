import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BundleInput } from '../bundle/bundle.ts';
import { THEME_DIR } from '../bundle/aliases.ts';
import { UserError } from '../config/errors.ts';
import { copyFixture, writeFiles } from '../../../../tests/helpers/site.ts';
import { createAppThread, postable } from './app-thread.ts';

/** The development app bundled in a worker thread (issue 22): what it answers, and when the caller must bundle instead. */

const siteDir = copyFixture('basic-site');
const cacheDir = path.join(siteDir, '.folio');
const thread = createAppThread(cacheDir);

afterAll(async () => {
  await thread.close();
});

function appInput(themeComponents: Record<string, string> = {}): BundleInput {
  return {
    siteDir,
    cacheDir,
    outDir: path.join(cacheDir, 'dev-out'),
    baseUrl: '/',
    mode: 'development',
    nodeEnv: 'production',
    alias: { siteDir, themeComponents },
    pageModules: [],
    cssFiles: [path.join(THEME_DIR, '../css/index.css')],
    moduleSources: new Map(),
  };
}

describe('the development app thread', () => {
  it('bundles the app in its worker: the entry script, its stylesheet and the shims of shared specifiers', async () => {
    const bundle = await thread.build(appInput(), ['@theme/Layout']);
    // undefined would mean the worker did not load (its bundled module failed) and the caller bundled instead.
    expect(bundle).toBeDefined();
    expect(String(Buffer.from(bundle!.files.get('/assets/js/main.js')!.body))).toContain('globalThis.__FOLIO_SHARED__ = {');
    expect(bundle!.files.has('/assets/js/main.css')).toBe(true);
    expect(bundle!.files.get('/assets/js/shared-theme-Layout.js')?.body).toBe('export default globalThis.__FOLIO_SHARED__.pick("@theme/Layout", ["default"]).default;\n');
    expect(bundle!.inputs.some((file) => file.endsWith(path.join('css', 'index.css')))).toBe(true);
  });

  it('reports a theme component that does not bundle as a UserError naming its file and line', async () => {
    writeFiles(siteDir, { 'src/Footer.tsx': 'export default function Footer( {\n  return <footer>;\n}\n' });
    const failed = thread.build(appInput({ Footer: 'src/Footer.tsx' }), ['@theme/Layout']);
    await expect(failed).rejects.toBeInstanceOf(UserError);
    await expect(failed).rejects.toThrow(/src\/Footer\.tsx:\d+:\d+/);
  });

  it('leaves an input holding functions (a site esbuild plugin) to the caller', async () => {
    const input: BundleInput = { ...appInput(), plugins: [{ name: 'site-plugin', setup: () => undefined }] };
    expect(postable(input)).toBe(false);
    expect(postable(appInput())).toBe(true);
    expect(await thread.build(input, [])).toBeUndefined();
  });
});
