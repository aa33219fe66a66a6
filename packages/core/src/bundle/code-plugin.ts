import { readFile } from 'node:fs/promises';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import { CODE_IMPORT_QUERY, type CodeImportOptions } from '@folio/markdown';

const CODE_QUERY = /\?folio-code=([^?]*)$/;

/** Reads the options @folio/markdown encoded after `?folio-code=`; bad JSON means none. Pure. */
export function parseCodeImportOptions(encoded: string): CodeImportOptions {
  try {
    const value: unknown = JSON.parse(decodeURIComponent(encoded));
    if (typeof value !== 'object' || value === null) return {};
    const { language, meta } = value as Record<string, unknown>;
    return { ...(typeof language === 'string' ? { language } : {}), ...(typeof meta === 'string' ? { meta } : {}) };
  } catch {
    return {};
  }
}

/**
 * Resolves `./file.go?folio-code=…` (written by @folio/markdown for a CodeBlock showing a
 * `!!raw-loader!` or `?raw` import) to the file's highlighted CodeBlock props, so such blocks
 * are highlighted at build time like fenced code and ship no highlighter.
 */
export function codePlugin(options: { moduleSources?: ReadonlyMap<string, string> } = {}): EsbuildPlugin {
  return {
    name: 'folio-code',
    setup(build) {
      build.onResolve({ filter: CODE_QUERY }, async (args) => {
        const query = args.path.slice(args.path.lastIndexOf(CODE_IMPORT_QUERY));
        const request = args.path.slice(0, -query.length);
        const resolved = await build.resolve(request, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer });
        if (resolved.errors.length) {
          const source = options.moduleSources?.get(args.importer) ?? args.importer;
          return { errors: [{ text: `${source}: cannot find "${request}" for a CodeBlock. Fix the import path.` }] };
        }
        return { path: resolved.path, namespace: 'folio-code', suffix: query };
      });
      build.onLoad({ filter: /.*/, namespace: 'folio-code' }, async (args) => {
        const { language, meta } = parseCodeImportOptions(args.suffix.slice(CODE_IMPORT_QUERY.length));
        // Prism loads only when a page shows an imported file.
        const { toHighlightedCodeProps } = await import('@folio/markdown/highlight');
        const props = toHighlightedCodeProps(await readFile(args.path, 'utf8'), language, meta);
        return { contents: `export default ${JSON.stringify(props)};`, loader: 'js', watchFiles: [args.path] };
      });
    },
  };
}
