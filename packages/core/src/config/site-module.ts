import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type BuildFailure, type OutputFile } from 'esbuild';
import { describeLoadFailure, describeSyntaxErrors } from './site-module-errors.ts';
import { COMMONJS_NAMESPACE, fileOfBundlePath, LOCAL, localFilesPlugin, localValuesLength, siteAliasPlugin } from './site-module-plugins.ts';
import { UserError } from './errors.ts';

/** A site module (a config or sidebars file) as loaded: its exports and the local files it is made of. */
export interface SiteModule {
  /** The module namespace: `default` holds `export default` or `module.exports`. */
  exports: Record<string, unknown>;
  /** Absolute paths of the file and every local file it imports (not packages): what to watch. */
  files: string[];
  /** A user error for an error thrown by a function the module exported, placed at the line of the module's files that threw. */
  describeError(error: unknown): UserError;
}

/**
 * The value a module exports as its default: `export default`, or `module.exports` (taking the
 * `default` of a CommonJS module compiled from ES module syntax). Pure.
 */
export function defaultExport(exports: Record<string, unknown>): unknown {
  const value = exports.default;
  if (value !== null && typeof value === 'object' && (value as { __esModule?: unknown }).__esModule === true && 'default' in value) return (value as { default: unknown }).default;
  return value;
}

/**
 * The bundle's code with its source map inline, every source named by its file (esbuild names the
 * files of a namespace by the namespace), so stack traces point into the site's files.
 */
function withInlineSourceMap(outputs: OutputFile[], outFile: string): string {
  const code = outputs.find((o) => o.path === outFile)!.text.replace(/\n\/\/# sourceMappingURL=.*\n?$/, '\n');
  const mapFile = outputs.find((o) => o.path === `${outFile}.map`);
  if (!mapFile) return code;
  const map = JSON.parse(mapFile.text) as { sources: string[] };
  map.sources = map.sources.map((source) => (source.startsWith(`${COMMONJS_NAMESPACE}:`) ? path.relative(path.dirname(outFile), fileOfBundlePath(source)) : source));
  return `${code}//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify(map)).toString('base64')}\n`;
}

/** Each load gets a new output file, so a load after an edit never reuses the module of an earlier one. */
let loadCount = 0;

/**
 * Loads a site module written in TypeScript or JavaScript, in ES module or CommonJS form (or a mix,
 * as Docusaurus's loader allows), whatever the site's package.json says. esbuild bundles the file
 * with the local files it imports into one ES module written under `cacheDir`, which Node then
 * imports; packages stay ordinary imports, so they are this process's own module instances
 * (the config and Folio share `@folio/core`). Every load reads the local files again, which is
 * what the development server needs after an edit.
 *
 * Failures are user errors that name the file, line and column: a syntax error as esbuild reports
 * it, an error thrown while the module runs at the line that threw (through the inline source map).
 */
export async function loadSiteModule(file: string, options: { cacheDir: string; siteDir?: string }): Promise<SiteModule> {
  const absolute = path.resolve(file);
  const siteDir = options.siteDir ?? path.dirname(absolute);
  const outDir = path.join(options.cacheDir, 'site-modules');
  const outFile = path.join(outDir, `${path.basename(absolute).replace(/\W+/g, '-')}-${process.pid}-${++loadCount}-${randomUUID().slice(0, 8)}.mjs`);
  let bundled;
  try {
    bundled = await build({
      entryPoints: [absolute],
      absWorkingDir: siteDir,
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      sourcemap: 'external',
      sourcesContent: false,
      outfile: outFile,
      logLevel: 'silent',
      // The site's tsconfig.json is not read: it may extend a package that is not installed.
      tsconfigRaw: {},
      plugins: [siteAliasPlugin(siteDir), localFilesPlugin()],
      define: {
        __dirname: LOCAL.dirname,
        __filename: LOCAL.filename,
        'import.meta.url': LOCAL.url,
        'import.meta.dirname': LOCAL.dirname,
        'import.meta.filename': LOCAL.filename,
        'require.resolve': LOCAL.resolve,
      },
      // `require` of a package (CommonJS code) is Node's own, resolving from the module's folder.
      banner: { js: `import { createRequire as ${LOCAL.createRequire} } from 'node:module'; const require = ${LOCAL.createRequire}(${JSON.stringify(absolute)});` },
    });
  } catch (error) {
    if ((error as BuildFailure).errors) throw new UserError(describeSyntaxErrors((error as BuildFailure).errors, siteDir, localValuesLength));
    throw error;
  }
  const files = Object.keys(bundled.metafile.inputs).map((input) => path.resolve(siteDir, fileOfBundlePath(input)));
  const describeError = (error: unknown) => describeLoadFailure(error, { file: absolute, bundle: outFile, files, prefixLength: localValuesLength });
  await mkdir(outDir, { recursive: true });
  await writeFile(outFile, withInlineSourceMap(bundled.outputFiles, outFile));
  // Stack traces then point into the site's files instead of the bundle.
  process.setSourceMapsEnabled(true);
  try {
    const exports = (await import(pathToFileURL(outFile).href)) as Record<string, unknown>;
    return { exports, files, describeError };
  } catch (error) {
    throw describeError(error);
  } finally {
    await rm(outFile, { force: true });
  }
}
