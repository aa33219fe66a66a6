import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { writeFileWhole } from '@folio/markdown';
import path from 'node:path';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { metafileInputFiles, stampFiles, stampsStillHold, type InputStamps } from './fingerprint.ts';
import type { BuildScripts, RouteHead } from '../plugin/types.ts';
import { loadModuleHeads } from '../render/module-head.ts';
import type { MediaStore } from './media.ts';
import { withStylesheetAssets } from './css-url-plugin.ts';
import { scriptsOfMetafile } from './scripts.ts';
import type { DiagramChunks } from './mermaid-chunks.ts';
import { prebuiltMermaid } from './mermaid-plugin.ts';
import { publishMermaid, type PublishedFile } from './mermaid-publish.ts';
import { sharedEntryName, sharedEntrySource, type SharedNames } from './shared-imports.ts';
import { createSiteUrl } from '@folio/client/site-url';

/** A browser module of the app: its URL and every chunk it imports statically. */
export interface AppChunk {
  url: string;
  imports: string[];
}

/** Where each piece of the app ended up. URLs include the base URL; files are absolute. */
export interface AppBundle {
  entry: { script: string; imports: string[]; css: string[] };
  /** Browser chunk of each page component. */
  client: Record<string, AppChunk>;
  /** Server file of each page component. */
  server: Record<string, string>;
  serverEntry: string;
  /** Browser entry of each shared specifier (what content modules import). */
  sharedClient: Record<string, AppChunk>;
  /** Server entry of each shared specifier. */
  sharedServer: Record<string, string>;
  /** Media the app's own imports published. */
  media: string[];
  /** Stylesheets of what page components and shared entries import (CSS modules, component CSS), in entry order. */
  pageCss: string[];
  /** The `head` export of page components that have one. */
  heads: Record<string, RouteHead>;
  /** Every browser script, by URL: its imports and the packages it holds (from the metafile). */
  scripts: BuildScripts;
  /** The chunks drawing Mermaid diagrams loads, when the app imports mermaid. */
  diagrams?: DiagramChunks | undefined;
  /** Files published as they are, not bundled: mermaid's prebuilt browser build (see mermaid-plugin.ts). */
  prebuilt: PublishedFile[];
  /** Folder holding the browser files (`assets/...`), to copy into the output. */
  clientDir: string;
}

/** What the app build needs: its entries and how to make esbuild options. */
export interface AppBuildInput {
  siteDir: string;
  cacheDir: string;
  baseUrl: string;
  clientEntry: string;
  serverEntry: string;
  /** Page components (theme or site React pages), absolute files, with their output names. */
  pages: { in: string; out: string }[];
  shared: SharedNames;
  /** Everything else the output depends on (mode, base URL, CSS files, aliases, Folio's sources). */
  key: string;
  media: MediaStore;
  options(platform: 'browser' | 'node'): BuildOptions;
}

interface AppState {
  key: string;
  stamps: InputStamps;
  bundle: AppBundle;
}

/** Follows static imports to collect every chunk a module needs before it runs. */
export function staticClosure(metafile: Metafile, workingDir: string, start: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const output = metafile.outputs[path.relative(workingDir, file)];
    for (const imported of output?.imports ?? []) {
      if (imported.kind !== 'import-statement' || imported.external) continue;
      const abs = path.resolve(workingDir, imported.path);
      if (!seen.has(abs)) {
        seen.add(abs);
        visit(abs);
      }
    }
  };
  visit(start);
  return [...seen].sort();
}

function outputsByEntry(metafile: Metafile, workingDir: string): Map<string, { file: string; css?: string; exports: string[] }> {
  const byEntry = new Map<string, { file: string; css?: string; exports: string[] }>();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!output.entryPoint || file.endsWith('.map')) continue;
    byEntry.set(path.resolve(workingDir, output.entryPoint), { file: path.resolve(workingDir, file), exports: output.exports, ...(output.cssBundle ? { css: path.resolve(workingDir, output.cssBundle) } : {}) });
  }
  return byEntry;
}

async function writeSharedEntries(input: AppBuildInput): Promise<{ in: string; out: string; specifier: string }[]> {
  const dir = path.join(input.cacheDir, 'entries', 'shared');
  await mkdir(dir, { recursive: true });
  return Promise.all(
    Object.entries(input.shared).map(async ([specifier, names]) => {
      const out = sharedEntryName(specifier);
      const file = path.join(dir, `${out}.js`);
      await writeFile(file, sharedEntrySource(specifier, names));
      return { in: file, out, specifier };
    }),
  );
}

function stateKey(input: AppBuildInput): string {
  return createHash('sha256').update(JSON.stringify({ key: input.key, pages: input.pages, shared: input.shared })).digest('hex');
}

async function readState(file: string, key: string, media: MediaStore): Promise<AppBundle | undefined> {
  try {
    const state = JSON.parse(await readFile(file, 'utf8')) as AppState;
    const { bundle } = state;
    if (state.key !== key || !existsSync(bundle.clientDir) || !existsSync(bundle.serverEntry) || !bundle.media.every((name) => media.has(name)) || !bundle.prebuilt.every((published) => existsSync(published.from))) return undefined;
    return stampsStillHold(state.stamps) ? state.bundle : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Bundles the app: the browser entry, every page component and one entry per shared specifier,
 * with code splitting, for the browser and for prerendering. The result is kept with the stamps of
 * every file it read, so a build whose app code did not change reuses it as it is.
 */
export async function bundleApp(input: AppBuildInput): Promise<AppBundle> {
  const root = path.join(input.cacheDir, 'bundle', 'app');
  const stateFile = path.join(root, 'state.json');
  const key = stateKey(input);
  const reused = await readState(stateFile, key, input.media);
  if (reused) return reused;

  const clientDir = path.join(root, 'client');
  const serverDir = path.join(root, 'server');
  await rm(root, { recursive: true, force: true });
  const shared = await writeSharedEntries(input);
  const entries = [...input.pages, ...shared.map(({ in: file, out }) => ({ in: file, out }))];
  const mermaid = prebuiltMermaid(input.baseUrl);
  const browser = input.options('browser');
  const [client, server] = await Promise.all([
    build({ ...browser, plugins: [mermaid.plugin, ...(browser.plugins ?? [])], entryPoints: [{ in: input.clientEntry, out: 'main' }, ...entries], outdir: path.join(clientDir, 'assets', 'js'), entryNames: '[name]-[hash]', chunkNames: 'chunk-[hash]' }),
    build({ ...input.options('node'), entryPoints: [{ in: input.serverEntry, out: 'server-entry' }, ...entries], outdir: serverDir, entryNames: '[name]-[hash]', chunkNames: 'chunk-[hash]' }),
  ]);
  const cwd = input.siteDir;
  const siteUrl = createSiteUrl(input);
  const toUrl = (file: string) => siteUrl.join(path.relative(clientDir, file).split(path.sep).join('/'));
  const clientOut = outputsByEntry(client.metafile!, cwd);
  const serverOut = outputsByEntry(server.metafile!, cwd);
  const chunkOf = (entry: string): AppChunk => {
    const out = clientOut.get(entry);
    if (!out) throw new Error(`Internal error (a Folio bug): no bundle output for ${entry}.`);
    return { url: toUrl(out.file), imports: staticClosure(client.metafile!, cwd, out.file).map(toUrl) };
  };
  const serverFileOf = (entry: string): string => {
    const out = serverOut.get(entry);
    if (!out) throw new Error(`Internal error (a Folio bug): no server bundle output for ${entry}.`);
    return out.file;
  };
  const { files: prebuilt, diagrams } = await publishMermaid(mermaid.dists(), siteUrl);
  const main = clientOut.get(input.clientEntry)!;
  const inputs = withStylesheetAssets([...new Set([...metafileInputFiles(Object.keys(client.metafile!.inputs), cwd), ...metafileInputFiles(Object.keys(server.metafile!.inputs), cwd), ...mermaid.stampedFiles()])]);
  const bundle: AppBundle = {
    entry: { script: toUrl(main.file), imports: staticClosure(client.metafile!, cwd, main.file).map(toUrl), css: main.css ? [toUrl(main.css)] : [] },
    client: Object.fromEntries(input.pages.map((page) => [page.in, chunkOf(page.in)])),
    server: Object.fromEntries(input.pages.map((page) => [page.in, serverFileOf(page.in)])),
    serverEntry: serverFileOf(input.serverEntry),
    sharedClient: Object.fromEntries(shared.map((s) => [s.specifier, chunkOf(s.in)])),
    sharedServer: Object.fromEntries(shared.map((s) => [s.specifier, serverFileOf(s.in)])),
    media: input.media.namesFor(inputs),
    pageCss: entries.flatMap((entry) => clientOut.get(entry.in)?.css ?? []),
    scripts: scriptsOfMetafile(client.metafile!, cwd, toUrl),
    ...(diagrams ? { diagrams } : {}),
    prebuilt,
    heads: await loadModuleHeads(input.pages.map((page) => ({ module: page.in, serverFile: serverFileOf(page.in), exports: serverOut.get(page.in)!.exports }))),
    clientDir,
  };
  await writeFileWhole(stateFile, JSON.stringify({ key, stamps: stampFiles(inputs), bundle } satisfies AppState));
  return bundle;
}
