import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type BuildOptions, type Metafile, type Plugin as EsbuildPlugin } from 'esbuild';
import { diagnosticsError } from '../diagnostics.ts';
import { aliasPlugin, aliasTable, type AliasOptions } from './aliases.ts';
import { assetsPlugin } from './assets-plugin.ts';
import { codePlugin } from './code-plugin.ts';
import { isBuildFailure, toBundleDiagnostics } from './errors.ts';
import { contentImportsPlugin, externalPackagesPlugin, rawImportsPlugin } from './content-imports.ts';
import { imagePlugin } from './image-plugin.ts';
import { markdownPlugin, type MarkdownPluginTransforms } from './markdown-plugin.ts';

/** What to bundle for one site. */
export interface BundleInput {
  siteDir: string;
  cacheDir: string;
  /** The (temporary) output folder; assets go to `assets/`. */
  outDir: string;
  baseUrl: string;
  mode: 'production' | 'development';
  alias: AliasOptions;
  /** Every page component and content module, absolute paths. */
  pageModules: string[];
  /** CSS files bundled into the entry, theme first, then the site's customCss. */
  cssFiles: string[];
  /** Module store file → the source file it was compiled from. */
  moduleSources: ReadonlyMap<string, string>;
  /** Extra esbuild plugins. */
  plugins?: EsbuildPlugin[];
  /** Site remark/rehype plugins for Markdown imported from code (partials): the config's `markdown` lists. */
  markdown?: MarkdownPluginTransforms;
}

/** Where each piece ended up. URLs include the base URL. */
export interface BundleResult {
  /** Entry script URL and every chunk it imports statically (for modulepreload). */
  entry: { script: string; imports: string[]; css: string[] };
  /** Browser chunk URL of a page module and the chunks it imports statically. */
  client: Map<string, { url: string; imports: string[] }>;
  /** Server-side file of a page module. */
  server: Map<string, string>;
  /** Server entry exporting `renderPageToString` and `Shell`. */
  serverEntry: string;
}

function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 8);
}

/** A page module's output name; hashed on its path from the site, so the output does not depend on where the site sits. */
function entryName(file: string, siteDir: string): string {
  const base = path.basename(file).replace(/\.[^.]+$/, '');
  const named = base === 'index' ? path.basename(path.dirname(file)) : base;
  return `${named.replace(/[^A-Za-z0-9_-]/g, '_')}-${shortHash(path.relative(siteDir, file).split(path.sep).join('/'))}`;
}

export async function writeEntries(input: BundleInput): Promise<{ clientEntry: string; serverEntry: string }> {
  const dir = path.join(input.cacheDir, 'entries');
  await mkdir(dir, { recursive: true });
  const clientEntry = path.join(dir, 'client-entry.tsx');
  const serverEntry = path.join(dir, 'server-entry.tsx');
  const css = input.cssFiles.map((file) => `import ${JSON.stringify(file)};`).join('\n');
  await writeFile(
    clientEntry,
    `${css}\nimport { boot } from '@folio/client/boot';\nimport Shell from '@theme/Root';\nimport { renderLoadError } from '@theme/PageLoadError';\nvoid boot({ Shell, renderLoadError });\n`,
  );
  await writeFile(serverEntry, `export { renderPageToString } from '@folio/client/server';\nexport { default as Shell } from '@theme/Root';\n`);
  return { clientEntry, serverEntry };
}

function outputsByEntry(metafile: Metafile, workingDir: string): Map<string, { file: string; imports: string[]; css?: string }> {
  const byEntry = new Map<string, { file: string; imports: string[]; css?: string }>();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!output.entryPoint || file.endsWith('.map')) continue;
    const imports = output.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => path.resolve(workingDir, i.path));
    byEntry.set(path.resolve(workingDir, output.entryPoint), {
      file: path.resolve(workingDir, file),
      imports,
      ...(output.cssBundle ? { css: path.resolve(workingDir, output.cssBundle) } : {}),
    });
  }
  return byEntry;
}

/** Follows static imports to collect every chunk a module needs before it runs. */
function staticClosure(metafile: Metafile, workingDir: string, start: string): string[] {
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

/** esbuild options shared by the browser and server builds. */
function sharedOptions(input: BundleInput) {
  return {
    bundle: true,
    splitting: true,
    format: 'esm' as const,
    jsx: 'automatic' as const,
    metafile: true,
    absWorkingDir: input.siteDir,
    alias: aliasTable(input.alias),
    logLevel: 'silent' as const,
    legalComments: 'none' as const,
    resolveExtensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
    define: { 'process.env.NODE_ENV': JSON.stringify(input.mode === 'production' ? 'production' : 'development') },
  };
}

function sharedPlugins(input: BundleInput): EsbuildPlugin[] {
  // Image and code imports first: their relative requests must not be taken for plain files.
  return [
    codePlugin({ moduleSources: input.moduleSources }),
    rawImportsPlugin(),
    contentImportsPlugin(input.moduleSources),
    aliasPlugin(input.alias),
    markdownPlugin({ cacheDir: input.cacheDir, transforms: input.markdown }),
    ...(input.plugins ?? []),
  ];
}

/** Page entry points sorted by output name: esbuild's chunking follows entry order, which must not follow route or completion order. */
function pageEntryPoints(input: BundleInput) {
  return [...new Set(input.pageModules)]
    .map((file) => ({ in: file, out: entryName(file, input.siteDir) }))
    .sort((a, b) => (a.out < b.out ? -1 : a.out > b.out ? 1 : a.in < b.in ? -1 : a.in > b.in ? 1 : 0));
}

/** esbuild options of the browser build: the entry plus one lazily loaded chunk per page module. */
export function clientBuildOptions(input: BundleInput, clientEntry: string): BuildOptions {
  return {
    ...sharedOptions(input),
    entryPoints: [{ in: clientEntry, out: 'main' }, ...pageEntryPoints(input)],
    outdir: path.join(input.outDir, 'assets', 'js'),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    minify: input.mode === 'production',
    plugins: [imagePlugin({ cacheDir: input.cacheDir, baseUrl: input.baseUrl, outDir: input.outDir, moduleSources: input.moduleSources }), ...sharedPlugins(input), assetsPlugin({ baseUrl: input.baseUrl, outDir: input.outDir })],
  };
}

/** esbuild options of the server build used for prerendering. */
export function serverBuildOptions(input: BundleInput, serverEntry: string): BuildOptions {
  return {
    ...sharedOptions(input),
    entryPoints: [{ in: serverEntry, out: 'server-entry' }, ...pageEntryPoints(input)],
    outdir: path.join(input.cacheDir, 'server'),
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    platform: 'node',
    target: 'node20',
    loader: { '.css': 'empty' },
    plugins: [imagePlugin({ cacheDir: input.cacheDir, baseUrl: input.baseUrl, moduleSources: input.moduleSources }), ...sharedPlugins(input), assetsPlugin({ baseUrl: input.baseUrl }), externalPackagesPlugin()],
  };
}

/** Reads where the entry and each page module ended up in a browser build. */
export function readClientOutputs(input: BundleInput, metafile: Metafile, clientEntry: string): Pick<BundleResult, 'entry' | 'client'> {
  const toUrl = (file: string) => `${input.baseUrl}${path.relative(input.outDir, file).split(path.sep).join('/')}`;
  const outputs = outputsByEntry(metafile, input.siteDir);
  const mainOut = outputs.get(clientEntry)!;
  const client = new Map<string, { url: string; imports: string[] }>();
  for (const { in: file } of pageEntryPoints(input)) {
    const out = outputs.get(file);
    if (!out) throw new Error(`Internal error (a Folio bug): no bundle output for ${file}.`);
    client.set(file, { url: toUrl(out.file), imports: staticClosure(metafile, input.siteDir, out.file).map(toUrl) });
  }
  return {
    entry: { script: toUrl(mainOut.file), imports: staticClosure(metafile, input.siteDir, mainOut.file).map(toUrl), css: mainOut.css ? [toUrl(mainOut.css)] : [] },
    client,
  };
}

/** Builds the browser bundle (entry + one lazy chunk per page module) and the server bundle, in parallel. */
export async function bundleSite(input: BundleInput): Promise<BundleResult> {
  const { clientEntry, serverEntry } = await writeEntries(input);
  const [client, server] = await Promise.all([build(clientBuildOptions(input, clientEntry)), build(serverBuildOptions(input, serverEntry))]).catch((error: unknown) => {
    const diagnostics = isBuildFailure(error) ? toBundleDiagnostics(error, input.siteDir, input.moduleSources) : undefined;
    throw diagnostics ? diagnosticsError(diagnostics, input.siteDir) : error;
  });
  const serverOutputs = outputsByEntry(server.metafile!, input.siteDir);
  const result: BundleResult = { ...readClientOutputs(input, client.metafile!, clientEntry), server: new Map(), serverEntry: serverOutputs.get(serverEntry)!.file };
  for (const { in: file } of pageEntryPoints(input)) {
    const serverOut = serverOutputs.get(file);
    if (!serverOut) throw new Error(`Internal error (a Folio bug): no server bundle output for ${file}.`);
    result.server.set(file, serverOut.file);
  }
  return result;
}
