import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { defaultExport, writeFileWhole } from '@folio/markdown';
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
  /** The bundled module Node imported (kept on disk: a worker thread may import it too). */
  moduleFile: string;
  /** A user error for an error thrown by a function the module exported, placed at the line of the module's files that threw. */
  describeError(error: unknown): UserError;
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

/** Each load imports a new module instance (a query on the file's URL), so a load after an edit never reuses an earlier one. */
let loadCount = 0;

export { defaultExport };

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
  // Named by what it holds once bundled (below); esbuild only needs the folder to place the source map.
  const bundleName = path.basename(absolute).replace(/\W+/g, '-');
  const outFile = path.join(outDir, `${bundleName}.mjs`);
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
  const code = withInlineSourceMap(bundled.outputFiles, outFile);
  const moduleFile = path.join(outDir, `${bundleName}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  const describeError = (error: unknown) => describeLoadFailure(error, { file: absolute, bundle: moduleFile, files, prefixLength: localValuesLength });
  await mkdir(outDir, { recursive: true });
  // Written whole under its final name (a concurrent build of the same site writes the same bytes).
  await writeFileWhole(moduleFile, code);
  // Stack traces then point into the site's files instead of the bundle.
  process.setSourceMapsEnabled(true);
  try {
    const exports = (await import(`${pathToFileURL(moduleFile).href}?load=${++loadCount}`)) as Record<string, unknown>;
    return { exports, files, moduleFile, describeError };
  } catch (error) {
    throw describeError(error);
  }
}
