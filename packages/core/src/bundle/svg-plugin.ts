import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { writeFileWhole } from '@folio/markdown';
import path from 'node:path';
import type { Config } from '@svgr/core';
import type { ImportKind, Plugin as EsbuildPlugin } from 'esbuild';

/** Import kinds of JavaScript, TypeScript and MDX code (not CSS `url()` or `@import`). */
const CODE_IMPORT_KINDS: ReadonlySet<ImportKind> = new Set(['import-statement', 'require-call', 'dynamic-import', 'require-resolve']);

/**
 * What Docusaurus 3 asks of SVGR: svgo with its default preset but keeping `<title>` and the
 * viewBox, and a `title` prop that replaces the file's own title.
 */
export const SVGR_OPTIONS: Config = {
  svgo: true,
  svgoConfig: { plugins: [{ name: 'preset-default', params: { overrides: { removeTitle: false, removeViewBox: false } } }] },
  titleProp: true,
  jsxRuntime: 'automatic',
  prettier: false,
  // No .svgrrc or svgo.config.js lookup: the same SVG gives the same component wherever the site sits.
  runtimeConfig: false,
};

/** Version of the cached components' shape; bump when SVGR_OPTIONS or the SVGR packages change. */
const CACHE_VERSION = 'svgr-8.1-1';

/** `./logo.svg?url`, `!!url-loader!./logo.svg` and `!!file-loader!./logo.svg`: the file's URL, not a component. */
const URL_REQUEST = /^!!(?:url|file)-loader!|\?url$/;

/** Marks an SVG loaded as a component rather than as a URL. */
const COMPONENT_SUFFIX = '?folio-svg-component';

/** A valid component name from a file name: `my-logo.svg` → `SvgMyLogo`. Pure. */
export function svgComponentName(file: string): string {
  const words = path.basename(file, path.extname(file)).split(/[^A-Za-z0-9]+/).filter(Boolean);
  return `Svg${words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')}`;
}

/** Turns SVG text into the code of a React component module (JSX), with SVGR; loaded on first use. */
export async function svgToComponent(svg: string, file: string): Promise<string> {
  const [{ transform }, { default: svgo }, { default: jsx }] = await Promise.all([import('@svgr/core'), import('@svgr/plugin-svgo'), import('@svgr/plugin-jsx')]);
  return transform(svg, { ...SVGR_OPTIONS, plugins: [svgo, jsx] }, { filePath: file, componentName: svgComponentName(file) });
}

/** Compiles an SVG into a component once per distinct content, keeping the result in `<cacheDir>/svgr/`. */
async function cachedComponent(cacheDir: string, file: string): Promise<string> {
  const svg = await readFile(file, 'utf8');
  const key = createHash('sha256').update(`${CACHE_VERSION}\0${svgComponentName(file)}\0${svg}`).digest('hex').slice(0, 32);
  const cached = path.join(cacheDir, 'svgr', `${key}.jsx`);
  if (existsSync(cached)) return readFile(cached, 'utf8');
  const code = await svgToComponent(svg, file);
  await mkdir(path.dirname(cached), { recursive: true });
  await writeFileWhole(cached, code);
  return code;
}

/**
 * SVG files imported from code become React components, as Docusaurus's SVGR rule makes them:
 * `import Logo from './logo.svg'` then `<Logo title="…" className="…" />` renders the SVG inline,
 * and `require('./logo.svg').default` is the same component. `./logo.svg?url` (and webpack's
 * `!!url-loader!` / `!!file-loader!` prefixes) give the file's URL instead; SVG in CSS `url()` and
 * Markdown images stay URLs.
 */
export function svgPlugin(options: { cacheDir: string }): EsbuildPlugin {
  return {
    name: 'folio-svg',
    setup(build) {
      build.onResolve({ filter: /\.svg(\?url)?$/i }, async (args) => {
        if (!CODE_IMPORT_KINDS.has(args.kind) || (args.pluginData as { svg?: boolean } | undefined)?.svg) return undefined;
        const asUrl = URL_REQUEST.test(args.path);
        const request = args.path.replace(URL_REQUEST, '');
        const resolved = await build.resolve(request, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { svg: true } });
        if (resolved.errors.length) return { errors: resolved.errors };
        // A URL request is the plain file: the assets plugin publishes it and exports its URL.
        // The component keeps the file namespace (a suffix marks it), so source maps name the SVG file itself.
        return asUrl ? { path: resolved.path } : { path: resolved.path, suffix: COMPONENT_SUFFIX };
      });
      build.onResolve({ filter: URL_REQUEST }, async (args) => {
        const resolved = await build.resolve(args.path.replace(URL_REQUEST, ''), { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { svg: true } });
        return resolved.errors.length ? { errors: resolved.errors } : { path: resolved.path };
      });
      build.onLoad({ filter: /\.svg$/i, namespace: 'file' }, async (args) => {
        if (args.suffix !== COMPONENT_SUFFIX) return undefined;
        try {
          const contents = await cachedComponent(options.cacheDir, args.path);
          return { contents, loader: 'jsx', resolveDir: path.dirname(args.path), watchFiles: [args.path] };
        } catch (error) {
          const reason = (error as Error).message.split('\n')[0];
          return { errors: [{ text: `${args.path}: this SVG could not be turned into a React component (${reason}). Check that it is a valid SVG file.` }], watchFiles: [args.path] };
        }
      });
    },
  };
}
