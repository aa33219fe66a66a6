import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { cssModulesPlugin, scopedClassName } from './css-modules-plugin.ts';
import { sassPlugin } from './sass.ts';

const siteDir = mkdtempSync(path.join(tmpdir(), 'folio-sass-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

function write(files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(siteDir, name)), { recursive: true });
    writeFileSync(path.join(siteDir, name), text);
  }
}

async function bundle(entry: string, platform: 'browser' | 'node') {
  return build({
    entryPoints: [path.join(siteDir, entry)],
    bundle: true,
    write: false,
    outdir: path.join(siteDir, 'out'),
    absWorkingDir: siteDir,
    format: 'esm',
    platform,
    logLevel: 'silent',
    plugins: [cssModulesPlugin({ siteDir, platform }), sassPlugin({ siteDir, platform })],
  });
}

describe('Sass files imported from site code (docusaurus-plugin-sass sites such as jellyfin.org)', () => {
  it('compile into the browser CSS, partials and nesting included; .module.scss gives renamed classes', async () => {
    write({
      'src/_colors.scss': '$brand: #aa5cc3;\n',
      'src/Card.scss': "@use 'colors';\n.card { color: colors.$brand; .title { font-weight: bold; } }\n",
      'src/Hero.module.scss': "@use 'colors';\n.hero { background: colors.$brand; }\n",
      'src/page.js': "import './Card.scss';\nimport styles from './Hero.module.scss';\nexport default styles.hero;\n",
    });
    const browser = await bundle('src/page.js', 'browser');
    const css = browser.outputFiles.find((f) => f.path.endsWith('.css'))!.text;
    expect(css).toMatch(/\.card \.title\s*\{\s*font-weight: bold;/);
    expect(css).toMatch(/\.card\s*\{\s*color: #aa5cc3;/);
    const hero = scopedClassName('hero', 'src/Hero.module.scss');
    expect(css).toContain(`.${hero}`);
    const js = browser.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
    expect(js).toContain(JSON.stringify(hero));
    // The server bundle gets the class names and no stylesheet.
    const server = await bundle('src/page.js', 'node');
    expect(server.outputFiles.filter((f) => f.path.endsWith('.css'))).toEqual([]);
    expect(server.outputFiles[0]!.text).toContain(JSON.stringify(hero));
  });

  it('names the Sass file, line and column of a compile error', async () => {
    write({ 'src/bad.scss': '.a {\n  color: $missing;\n}\n', 'src/bad.js': "import './bad.scss';\n" });
    const failure = await bundle('src/bad.js', 'browser').then(() => undefined, (error: { errors: { text: string; location: { file: string; line: number; column: number } | null }[] }) => error);
    expect(failure?.errors[0]?.text).toBe('Sass: Undefined variable.');
    expect(failure?.errors[0]?.location).toMatchObject({ file: 'src/bad.scss', line: 2, column: 9 });
  });
});
