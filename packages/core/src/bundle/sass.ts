import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PartialMessage, Plugin as EsbuildPlugin } from 'esbuild';

/** Sass and SCSS files, which Docusaurus sites import with docusaurus-plugin-sass. */
export const SASS_FILE = /\.s[ac]ss$/i;

/** A Sass file compiled to CSS, with the files it loaded (for watching). */
export interface CompiledSass {
  css: string;
  loadedFiles: string[];
}

/** A Sass compile failure placed on the Sass file and line that caused it. */
export class SassError extends Error {
  constructor(
    message: string,
    readonly location: PartialMessage['location'],
  ) {
    super(message);
  }
}

/**
 * Compiles a `.scss` or `.sass` file with Dart Sass (the `sass` package, as docusaurus-plugin-sass
 * does). `@use`/`@import` resolve next to the file, then in the site's node_modules and with the
 * `pkg:` scheme. `url()`s stay as written, relative to the file that was imported, as with sass-loader.
 */
export async function compileSass(file: string, siteDir: string): Promise<CompiledSass> {
  const sass = await import('sass');
  try {
    const result = await sass.compileAsync(file, {
      style: 'expanded',
      loadPaths: [path.join(siteDir, 'node_modules')],
      importers: [new sass.NodePackageImporter(siteDir)],
      logger: sass.Logger.silent,
    });
    const loadedFiles = result.loadedUrls.filter((url) => url.protocol === 'file:').map((url) => fileURLToPath(url));
    return { css: result.css, loadedFiles };
  } catch (error) {
    const e = error as { sassMessage?: string; message: string; span?: { url?: URL; start: { line: number; column: number }; context?: string } };
    const span = e.span;
    const spanFile = span?.url?.protocol === 'file:' ? fileURLToPath(span.url) : file;
    const location = span ? { file: spanFile, line: span.start.line + 1, column: span.start.column } : { file };
    throw new SassError(`Sass: ${e.sassMessage ?? e.message}`, location);
  }
}

/**
 * `import './x.scss'` (and `customCss` entries ending in .scss or .sass): the browser bundle gets the
 * compiled CSS, whose `url()`s Folio's CSS url handling then publishes; the server bundle ignores it,
 * like plain CSS. CSS modules (`.module.scss`) are compiled by the CSS modules plugin.
 */
export function sassPlugin(options: { siteDir: string; platform: 'browser' | 'node' }): EsbuildPlugin {
  return {
    name: 'folio-sass',
    setup(build) {
      build.onLoad({ filter: SASS_FILE, namespace: 'file' }, async (args) => {
        if (options.platform === 'node') return { contents: '', loader: 'empty' };
        try {
          const { css, loadedFiles } = await compileSass(args.path, options.siteDir);
          return { contents: css, loader: 'css', resolveDir: path.dirname(args.path), watchFiles: [args.path, ...loadedFiles] };
        } catch (error) {
          if (error instanceof SassError) return { errors: [{ text: error.message, location: error.location }], watchFiles: [args.path] };
          throw error;
        }
      });
    },
  };
}
