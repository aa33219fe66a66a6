import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serveBuild } from '../../packages/core/src/server/serve.ts';
import { spawnFolio } from './folio-process.ts';
import { REPO_ROOT } from './site.ts';
import { TMP_ROOT } from './tmp.ts';

/**
 * Sites built once and shared by every browser test file that needs them: the real website and the
 * theme fixture.
 *
 * A site is copied to tests/.tmp/<name> (so a parallel `folio build` elsewhere, which shares its
 * site's `.folio/`, cannot race with us) and rebuilt only when one of its files or an engine
 * source changed since the last build; its compile cache stays in tests/.tmp/<name>/.folio between
 * runs. A lock directory per site keeps two test files from building it at the same time.
 */

/** A site the browser tests build: where its files come from. */
export interface CachedSite {
  /** Folder name under tests/.tmp. */
  name: string;
  /** Folder holding the site's files, relative to the repository. */
  sourceDir: string;
  /** The files and folders of the site, relative to `sourceDir`. */
  inputs: string[];
}

/** The real website: config, content and static files of the repository. */
export const REAL_SITE: CachedSite = { name: 'real-site', sourceDir: '.', inputs: ['site.config.ts', 'content', 'static'] };
/** The theme fixture: pages that crash, load slowly or run without storage; custom CSS and a replaced component. */
export const THEME_SITE: CachedSite = { name: 'theme-site', sourceDir: 'tests/fixtures/theme-site', inputs: ['site.config.ts', 'content', 'src', 'static'] };

const ENGINE_INPUTS = ['theme/src', 'packages/core/src', 'packages/client/src', 'packages/markdown/src', 'plugins', 'package-lock.json'];
const STALE_LOCK_MS = 15 * 60_000;

/** Folder a cached site is built in; its output is `build/` inside. */
export function cachedSiteDir(site: CachedSite): string {
  return path.join(TMP_ROOT, site.name);
}

function listFiles(relative: string, out: string[]): void {
  const absolute = path.join(REPO_ROOT, relative);
  if (!existsSync(absolute)) return;
  const stat = statSync(absolute);
  if (stat.isFile()) {
    out.push(`${relative}:${stat.size}:${stat.mtimeMs}`);
    return;
  }
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.') || entry.name === 'build') continue;
    if (/\.test\.tsx?$/.test(entry.name)) continue;
    listFiles(path.join(relative, entry.name), out);
  }
}

/** A hash of every input of a site's build: its own files and the engine's sources. */
export function siteFingerprint(site: CachedSite): string {
  const files: string[] = [];
  for (const input of site.inputs) listFiles(path.join(site.sourceDir, input), files);
  for (const input of ENGINE_INPUTS) listFiles(input, files);
  return createHash('sha256').update(files.sort().join('\n')).digest('hex');
}

/** True while a process with this id runs (the lock's owner). */
function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs `work` holding a lock directory, which names the process holding it. Another test file (a
 * process of its own) waits for the lock to go; a lock whose process is gone (a killed run) is taken
 * over at once. (A lock without an owner's id, from an older runner, expires after STALE_LOCK_MS.)
 */
async function withLock<T>(lockDir: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(path.dirname(lockDir), { recursive: true });
  const ownerFile = path.join(lockDir, 'pid');
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(ownerFile, String(process.pid));
      break;
    } catch {
      const owner = existsSync(ownerFile) ? Number(readFileSync(ownerFile, 'utf8')) : undefined;
      const age = existsSync(lockDir) ? Date.now() - statSync(lockDir).mtimeMs : 0;
      if ((owner && !processRuns(owner)) || (!owner && age > STALE_LOCK_MS)) rmSync(lockDir, { recursive: true, force: true });
      else await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

/**
 * Builds a site as its users do, with `folio build` in a process of its own: the test's process then
 * holds none of the build's worker threads, esbuild service or memory, and a build that dies says
 * so here, with its exit status and its last output, instead of taking the test's process with it.
 */
async function buildInOwnProcess(site: CachedSite, siteDir: string): Promise<void> {
  const folio = spawnFolio(['build', siteDir, '--force']);
  const { code, signal } = await folio.exited;
  const { stdout, stderr } = folio.output();
  const output = `${stdout}${stderr}`.slice(-20_000);
  if (code !== 0) throw new Error(`${site.name} failed to build (folio build ${signal ? `killed by ${signal}` : `exited with ${code}`}):\n${output}`);
}

/** Builds a site unless an up-to-date build of it is there. Returns the output folder. */
export async function ensureSiteBuild(site: CachedSite): Promise<string> {
  const siteDir = cachedSiteDir(site);
  const outDir = path.join(siteDir, 'build');
  const fingerprintFile = path.join(siteDir, 'fingerprint.txt');
  return withLock(`${siteDir}.lock`, async () => {
    const fingerprint = siteFingerprint(site);
    const current = existsSync(fingerprintFile) ? readFileSync(fingerprintFile, 'utf8') : '';
    if (current === fingerprint && existsSync(path.join(outDir, 'index.html'))) return outDir;
    mkdirSync(siteDir, { recursive: true });
    rmSync(fingerprintFile, { force: true });
    for (const input of site.inputs) {
      const from = path.join(REPO_ROOT, site.sourceDir, input);
      rmSync(path.join(siteDir, input), { recursive: true, force: true });
      if (existsSync(from)) cpSync(from, path.join(siteDir, input), { recursive: true });
    }
    await buildInOwnProcess(site, siteDir);
    writeFileSync(fingerprintFile, fingerprint);
    return outDir;
  });
}

/** A running `folio serve` of a built site on 127.0.0.1. */
export type SiteServer = Awaited<ReturnType<typeof serveBuild>>;
/** The real site's server. */
export type RealSiteServer = SiteServer;

/** Builds a site if needed and serves it on a free port of 127.0.0.1. */
export async function serveSite(site: CachedSite): Promise<SiteServer> {
  const dir = await ensureSiteBuild(site);
  return serveBuild({ dir, port: 0, host: '127.0.0.1' });
}

/** Builds the real site if needed and serves it. */
export function serveRealSite(): Promise<SiteServer> {
  return serveSite(REAL_SITE);
}

/** Site paths listed in a built sitemap (the real site's by default), in sitemap order. */
export function readSitemapPaths(outDir = path.join(cachedSiteDir(REAL_SITE), 'build')): string[] {
  const xml = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** Output folder of the real site's shared build. */
export const REAL_SITE_OUT = path.join(cachedSiteDir(REAL_SITE), 'build');

/** Builds the real site unless an up-to-date build is there. Returns the output folder. */
export function ensureRealSiteBuild(): Promise<string> {
  return ensureSiteBuild(REAL_SITE);
}
