/**
 * Side-by-side screenshots of one Docusaurus site folder built by Folio and by Docusaurus 3.6.3
 * (issue 20, point 3): each page in Chromium, light and dark, at each width, the two builds next
 * to each other in one PNG.
 *
 *   npx tsx scripts/docusaurus/side-by-side.ts [--site tests/fixtures/docusaurus-look]
 *     [--out tests/.tmp/side-by-side] [--pages /,/docs/intro] [--widths 1280,390] [--modes light,dark]
 *     [--viewport] [--build folio,docusaurus]
 *
 * The site is copied twice and built unchanged: for Folio under tests/.tmp/ (packages resolve from
 * the repository), for Docusaurus under bench/site/ (modules resolve from bench/node_modules,
 * installed with `npm ci --prefix bench`). Both builds are served on 127.0.0.1; web-font requests
 * get an empty answer (the machine is offline). Writes `<page>-<mode>-<width>.png` to the output
 * folder (gitignored), and each tool's own shot under folio/ and docusaurus/. `--build` names the
 * tools to build (default both; `--build none` reuses the last builds).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { serveBuild } from '../../packages/core/src/server/serve.ts';
import { launchBrowser } from '../../tests/helpers/browser.ts';
import { REPO_ROOT } from '../../tests/helpers/site.ts';
import { combineSideBySide, pageSlug } from './combine.ts';

/** The pages shot by default: the fixture's home, two docs, the blog and a post. */
export const DEFAULT_PAGES = ['/', '/docs/intro', '/docs/guides/install', '/blog', '/blog/2025/01/10/first-light'];

const FONT_HOSTS = /fonts\.(googleapis|gstatic)\.com/;
const BENCH_DIR = path.join(REPO_ROOT, 'bench');
const COPY_SKIPS = /[/\\](build|\.folio|\.docusaurus|node_modules)$/;

/** One generator: where its copy of the site is and how it builds it. */
interface Builder {
  name: 'folio' | 'docusaurus';
  label: string;
  siteDir: string;
  command: string[];
  cwd: string;
}

function list(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function builders(site: string): Builder[] {
  const name = path.basename(site);
  return [
    {
      name: 'folio',
      label: 'Folio',
      siteDir: path.join(REPO_ROOT, 'tests', '.tmp', 'side-by-side-sites', name),
      command: [process.execPath, path.join(REPO_ROOT, 'packages', 'core', 'bin', 'folio.js'), 'build'],
      cwd: REPO_ROOT,
    },
    {
      name: 'docusaurus',
      label: 'Docusaurus 3.6.3',
      siteDir: path.join(BENCH_DIR, 'site', `side-by-side-${name}`),
      command: [process.execPath, path.join(BENCH_DIR, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'build'],
      cwd: BENCH_DIR,
    },
  ];
}

/** Copies the site folder afresh and builds it; throws with the tool's output when the build fails. */
function stageAndBuild(builder: Builder, site: string, logDir: string): void {
  rmSync(builder.siteDir, { recursive: true, force: true });
  mkdirSync(path.dirname(builder.siteDir), { recursive: true });
  cpSync(site, builder.siteDir, { recursive: true, filter: (src) => !COPY_SKIPS.test(src) });
  const started = Date.now();
  const [command, ...args] = builder.command;
  const run = spawnSync(command!, [...args, builder.siteDir], {
    cwd: builder.cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0', NO_COLOR: '1', BROWSERSLIST_IGNORE_OLD_DATA: '1' },
  });
  const log = path.join(logDir, `${builder.name}-build.log`);
  writeFileSync(log, `${run.stdout ?? ''}\n${run.stderr ?? ''}`);
  if (run.status !== 0) throw new Error(`${builder.label} could not build ${path.relative(REPO_ROOT, site)} (exit ${run.status}); its output is in ${path.relative(REPO_ROOT, log)}`);
  console.log(`${builder.label}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Opens `url` in a fresh context of the given colour mode and width and saves a screenshot. */
async function shoot(browser: Browser, url: string, file: string, mode: string, width: number, fullPage: boolean): Promise<void> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  // Both generators keep the chosen colour mode under the same localStorage key.
  await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
  await context.route(FONT_HOSTS, (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }));
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`${url}: ${error.message}`));
  await page.goto(url, { waitUntil: 'load' });
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager')));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: file, fullPage, animations: 'disabled' });
  await context.close();
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      site: { type: 'string', default: 'tests/fixtures/docusaurus-look' },
      out: { type: 'string', default: 'tests/.tmp/side-by-side' },
      pages: { type: 'string', default: DEFAULT_PAGES.join(',') },
      widths: { type: 'string', default: '1280,390' },
      modes: { type: 'string', default: 'light,dark' },
      viewport: { type: 'boolean', default: false },
      build: { type: 'string', default: 'folio,docusaurus' },
    },
  });
  const site = path.resolve(REPO_ROOT, values.site);
  const out = path.resolve(REPO_ROOT, values.out);
  if (!existsSync(path.join(site, 'docusaurus.config.js')) && !existsSync(path.join(site, 'docusaurus.config.ts'))) {
    throw new Error(`${values.site} has no docusaurus.config.js or docusaurus.config.ts: give a Docusaurus site folder with --site.`);
  }
  if (!existsSync(path.join(BENCH_DIR, 'node_modules', '@docusaurus', 'core'))) {
    throw new Error('Docusaurus 3.6.3 is not installed in bench/: run `npm ci --prefix bench` first.');
  }
  const tools = builders(site);
  for (const dir of ['', 'folio', 'docusaurus']) mkdirSync(path.join(out, dir), { recursive: true });
  const toBuild = list(values.build);
  for (const tool of tools) {
    if (toBuild.includes(tool.name)) stageAndBuild(tool, site, out);
    else if (!existsSync(path.join(tool.siteDir, 'build'))) throw new Error(`${tool.label} has no build of the site yet: leave it in --build.`);
  }

  const servers = await Promise.all(tools.map((tool) => serveBuild({ dir: path.join(tool.siteDir, 'build'), port: 0, host: '127.0.0.1' })));
  const browser = await launchBrowser();
  try {
    for (const route of list(values.pages)) {
      for (const mode of list(values.modes)) {
        for (const width of list(values.widths).map(Number)) {
          const name = `${pageSlug(route)}-${mode}-${width}.png`;
          const shots = [];
          for (const [index, tool] of tools.entries()) {
            const file = path.join(out, tool.name, name);
            await shoot(browser, servers[index]!.url + route, file, mode, width, !values.viewport);
            shots.push({ file, label: `${tool.label}: ${route} (${mode}, ${width} px)` });
          }
          await combineSideBySide(shots, path.join(out, name));
          console.log(path.relative(REPO_ROOT, path.join(out, name)));
        }
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
  }
}

await main();
