import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { snapshotBuild } from '../helpers/site.ts';
import { makeSite, runFolio, applyPatch } from './harness.ts';

const LATIN1 = Buffer.from('# Caf\xe9\n', 'latin1');

/** Every file under a folder, relative, sorted. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => statSync(path.join(dir, f)).isFile())
    .sort();
}

function expectSameBuild(before: Map<string, Buffer>, after: Map<string, Buffer>): void {
  expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
  for (const [file, bytes] of before) expect(after.get(file)?.equals(bytes), file).toBe(true);
}

describe('all errors at once', () => {
  it('reports every broken file of a build in one run, each file’s problems together, then fails', async () => {
    const siteDir = makeSite('reliability-site', {
      files: {
        'docs/intro.md': '---\ntitle: [Introduction\n---\n\nText.\n',
        'docs/guide/setup.md': '---\nsidebar_position: first\nhide_title: maybe\n---\n\n# Setup\n',
        'docs/guide/tabs.mdx': '# Tabs\n\n<Tabs>\n\nText.\n',
        'docs/guide/_category_.json': '{ "label": "Guide", }\n',
        'content/pages/latin1.md': LATIN1,
      },
      replace: [['blog/2024-01-01-hello.md', 'authors: [ada]', 'authors: [ada, grace]']],
    });
    const run = await runFolio(['build', siteDir], siteDir);
    expect(run.code).toBe(1);
    expect(run.warnings).toEqual([]);
    expect(run.errors).toEqual([
      [
        '7 errors in 6 files:',
        '',
        'blog/2024-01-01-hello.md:3:16 Unknown author key "grace": it is not in blog/authors.yml. Known keys: ada.',
        'content/pages/latin1.md:1:6 Not UTF-8 text: byte 0xE9 does not start a valid UTF-8 character here. Save the file as UTF-8 (it may be Latin-1 or Windows-1252).',
        '',
        '> 1 | # Caf\uFFFD',
        '    |      ^',
        '  2 |',
        '',
        'docs/guide/_category_.json:1:21 Invalid JSON: Unexpected "}", expected a property name in double quotes',
        'docs/guide/setup.md:2:19 Invalid front matter: sidebar_position: Expected number, received "first"',
        'docs/guide/setup.md:3:13 Invalid front matter: hide_title: Expected boolean, received "maybe"',
        'docs/guide/tabs.mdx:3:1 Expected a closing tag for `<Tabs>`',
        '',
        '  1 | # Tabs',
        '  2 |',
        '> 3 | <Tabs>',
        '    | ^',
        '  4 |',
        '  5 | Text.',
        '',
        'docs/intro.md:2:21 Invalid front matter: Flow sequence in block collection must be sufficiently indented and end with a ]',
        '',
        '  1 | ---',
        '> 2 | title: [Introduction',
        '    |                     ^',
        '  3 | ---',
        '  4 |',
        '',
      ].join('\n'),
    ]);
    expect(existsSync(path.join(siteDir, 'build'))).toBe(false);
  });
});

describe('all errors at once, with the docs compiled in worker threads', () => {
  it('places errors from worker-compiled files like the others', async () => {
    const files: Record<string, string> = {};
    // More cache misses than MIN_MISSES_FOR_WORKERS (32): the compile is spread over threads.
    for (let i = 0; i < 40; i++) files[`docs/many/doc-${String(i).padStart(2, '0')}.md`] = `# Doc ${i}\n\nText ${i}.\n`;
    files['docs/many/doc-07.mdx'] = '# Seven\n\n<Tabs>\n\nText.\n';
    files['docs/many/doc-31.md'] = '---\ntitle: [oops\n---\n\nText.\n';
    const siteDir = makeSite('reliability-site', { files });
    const run = await runFolio(['build', siteDir], siteDir);
    expect(run.code).toBe(1);
    expect(run.errors).toEqual([
      [
        '2 errors in 2 files:',
        '',
        'docs/many/doc-07.mdx:3:1 Expected a closing tag for `<Tabs>`',
        '',
        '  1 | # Seven',
        '  2 |',
        '> 3 | <Tabs>',
        '    | ^',
        '  4 |',
        '  5 | Text.',
        '',
        'docs/many/doc-31.md:2:13 Invalid front matter: Flow sequence in block collection must be sufficiently indented and end with a ]',
        '',
        '  1 | ---',
        '> 2 | title: [oops',
        '    |             ^',
        '  3 | ---',
        '  4 |',
        '',
      ].join('\n'),
    ]);
  });
});

describe('nothing lost', () => {
  it('a build that fails late (after rendering, at the link check) leaves the previous build untouched', async () => {
    const siteDir = makeSite('reliability-site');
    expect((await runFolio(['build', siteDir], siteDir)).code).toBe(0);
    const before = snapshotBuild(path.join(siteDir, 'build'));
    applyPatch(siteDir, { files: { 'docs/guide/links.md': '# Links\n\nSee [nowhere](/docs/nowhere).\n' } });
    const failed = await runFolio(['build', siteDir], siteDir);
    expect(failed.code).toBe(1);
    expect(failed.errors).toEqual(['Broken links found (1):\n  - On /docs/guide/links (docs/guide/links.md):\n    -> /docs/nowhere at docs/guide/links.md:3:15']);
    expectSameBuild(before, snapshotBuild(path.join(siteDir, 'build')));
    expect(readdirSync(siteDir).filter((name) => name.startsWith('build.'))).toEqual([]);
  });

  it('detects corrupt Markdown cache entries and a torn module-store file, and rebuilds them', async () => {
    const siteDir = makeSite('reliability-site');
    expect((await runFolio(['build', siteDir], siteDir)).code).toBe(0);
    const pages = ['docs/intro/index.html', 'docs/guide/setup/index.html', 'blog/2024/01/01/hello/index.html'];
    const articles = () => pages.map((page) => readFileSync(path.join(siteDir, 'build', page), 'utf8').match(/<article[\s\S]*<\/article>/)?.[0]);
    const before = articles();
    const cacheDir = path.join(siteDir, '.folio', 'markdown');
    const entries = filesUnder(cacheDir);
    // Two docs, a blog post and a Markdown page.
    expect(entries.length).toBe(4);
    const [torn, flipped, garbage] = entries.map((f) => path.join(cacheDir, f));
    const tornText = readFileSync(torn!, 'utf8');
    writeFileSync(torn!, tornText.slice(0, tornText.length / 2));
    const flippedText = readFileSync(flipped!, 'utf8');
    // Same length, still valid JSON of the right shape: only the checksum can tell.
    writeFileSync(flipped!, flippedText.replace(/"code":"(.)/, (_, c: string) => `"code":"${c === 'x' ? 'y' : 'x'}`));
    writeFileSync(garbage!, Buffer.from([0xff, 0x00, 0x13, 0x37]));
    const modulesDir = path.join(siteDir, '.folio', 'modules');
    const module = path.join(modulesDir, filesUnder(modulesDir).find((f) => f.endsWith('.jsx'))!);
    const moduleText = readFileSync(module, 'utf8');
    writeFileSync(module, moduleText.slice(0, moduleText.length / 2));

    // --force: only caches changed, so `folio build` alone would find nothing to do.
    const again = await runFolio(['build', siteDir, '--force'], siteDir);
    expect({ code: again.code, errors: again.errors, warnings: again.warnings }).toEqual({ code: 0, errors: [], warnings: [] });
    // Pages compare by their content: theme chunks may change under a test run in a shared tree.
    expect(articles()).toEqual(before);
    expect(before.every(Boolean)).toBe(true);
    expect(readFileSync(torn!, 'utf8')).toBe(tornText);
    expect(readFileSync(flipped!, 'utf8')).toBe(flippedText);
    expect(readFileSync(module, 'utf8')).toBe(moduleText);
  });
});
