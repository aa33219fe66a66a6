import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { assetsPlugin, hashedAssetName } from './assets-plugin.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'folio-assets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('assets imported from code', () => {
  it('become published URLs for video, audio and documents too, as Docusaurus file loaders make them', async () => {
    // jellyfin.org's blog: <source src={require("./android-auto.webm").default} />.
    const files = { 'clip.webm': 'webm bytes', 'sound.mp3': 'mp3 bytes', 'sheet.xlsx': 'xlsx bytes' };
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    writeFileSync(path.join(dir, 'entry.js'), Object.keys(files).map((name, i) => `import a${i} from './${name}'; console.log(a${i});`).join('\n'));
    const published: string[] = [];
    const result = await build({
      entryPoints: [path.join(dir, 'entry.js')],
      bundle: true,
      write: false,
      format: 'esm',
      plugins: [assetsPlugin({ baseUrl: '/base/', publish: async (_importer, name) => void published.push(name) })],
    });
    const code = result.outputFiles[0]!.text;
    const names = Object.entries(files).map(([name, text]) => hashedAssetName(path.join(dir, name), new TextEncoder().encode(text)));
    for (const name of names) expect(code).toContain(`"/base/assets/media/${name}"`);
    expect(published.sort()).toEqual([...names].sort());
  });
});
