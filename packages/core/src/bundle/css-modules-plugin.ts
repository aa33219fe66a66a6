import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import { compileSass, SASS_FILE, SassError } from './sass.ts';

/** The import a CSS module's JavaScript side makes to bring in its (renamed) stylesheet. */
const STYLESHEET_QUERY = '?folio-css-module';

/**
 * The global name of a local class: `hero` in `src/pages/styles.module.css` → `hero_1a2b3`. It
 * depends only on the file's path from the site and the name, so the browser and server bundles,
 * and every page's content bundle, give a class the same name. Pure.
 */
export function scopedClassName(local: string, relativeFile: string): string {
  return `${local}_${createHash('sha256').update(relativeFile).digest('base64url').replace(/[^A-Za-z0-9]/g, '').slice(0, 5)}`;
}

/** Renames a CSS module's local names with postcss-modules; its CSS and the map local → global names. */
export async function compileCssModule(css: string, file: string, siteDir: string): Promise<{ css: string; classes: Record<string, string> }> {
  const [{ default: postcss }, { default: modules }] = await Promise.all([import('postcss'), import('postcss-modules')]);
  let classes: Record<string, string> = {};
  const result = await postcss([
    modules({
      generateScopedName: (local, filename) => scopedClassName(local, path.relative(siteDir, filename).split(path.sep).join('/')),
      getJSON: (_file, json) => {
        classes = json;
      },
    }),
  ]).process(css, { from: file });
  return { css: result.css, classes };
}

/**
 * `*.module.css` (and `*.module.scss`/`.sass`, compiled with Sass first) as Docusaurus (css-loader) reads it: `import styles from './x.module.css'` gives
 * the map of class names, and the stylesheet, its classes renamed, joins the site's CSS. esbuild's
 * own CSS modules are not used because minification renames classes differently in each bundle.
 */
export function cssModulesPlugin(options: { siteDir: string; platform: 'browser' | 'node' }): EsbuildPlugin {
  const compiled = new Map<string, Promise<{ css: string; classes: Record<string, string> }>>();
  const compile = (file: string) => {
    let result = compiled.get(file);
    if (!result) {
      const css = SASS_FILE.test(file) ? compileSass(file, options.siteDir).then((sass) => sass.css) : readFile(file, 'utf8');
      compiled.set(file, (result = css.then((text) => compileCssModule(text, file, options.siteDir))));
    }
    return result;
  };
  return {
    name: 'folio-css-modules',
    setup(build) {
      build.onStart(() => compiled.clear());
      build.onLoad({ filter: /\.module\.(css|s[ac]ss)$/, namespace: 'file' }, async (args) => {
        let classes: Record<string, string>;
        try {
          ({ classes } = await compile(args.path));
        } catch (error) {
          if (error instanceof SassError) return { errors: [{ text: error.message, location: error.location }], watchFiles: [args.path] };
          const e = error as Error & { line?: number; column?: number; reason?: string };
          const location = e.line ? { file: args.path, line: e.line, column: (e.column ?? 1) - 1 } : { file: args.path };
          return { errors: [{ text: `Invalid CSS module: ${e.reason ?? e.message}`, location }], watchFiles: [args.path] };
        }
        const stylesheet = options.platform === 'browser' ? `import ${JSON.stringify(args.path + STYLESHEET_QUERY)};\n` : '';
        return { contents: `${stylesheet}export default ${JSON.stringify(classes)};\n`, loader: 'js', resolveDir: path.dirname(args.path), watchFiles: [args.path] };
      });
      build.onResolve({ filter: /\?folio-css-module$/ }, (args) => ({ path: args.path.slice(0, -STYLESHEET_QUERY.length), namespace: 'folio-css-module' }));
      build.onLoad({ filter: /.*/, namespace: 'folio-css-module' }, async (args) => ({ contents: (await compile(args.path)).css, loader: 'css', resolveDir: path.dirname(args.path), watchFiles: [args.path] }));
    },
  };
}
