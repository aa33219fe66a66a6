import path from 'node:path';
import { build } from 'esbuild';
import { esbuildOptionsFor, type BundleInput } from '../bundle/bundle.ts';
import { sharedExternalsPlugin, storeName } from '../bundle/content-build.ts';
import { isBuildFailure, toBundleDiagnostics } from '../bundle/errors.ts';
import { explainMissingExports } from '../bundle/missing-exports.ts';
import type { MediaStore } from '../bundle/media.ts';
import { findSharedImports } from '../bundle/shared-imports.ts';
import { readSharedFromRegistry } from './shared-registry.ts';
import { diagnosticsError } from '../diagnostics.ts';
import { createSiteUrl } from '@folio/client/site-url';

/** Path below the base URL where the development server answers content modules. */
export const DEV_CONTENT_PATH = '__folio/content/';

/** The URL of a content module at a revision of the site (a new revision makes browsers fetch it again). */
export function devContentUrl(baseUrl: string, module: string, revision: number): string {
  return `${createSiteUrl({ baseUrl }).join(`${DEV_CONTENT_PATH}${storeName(module)}.js`)}?v=${revision}`;
}

/**
 * A module's code that also adds its stylesheet (CSS modules, a component's CSS) to the page once,
 * the first time it runs: the development server bundles pages one by one and has no site
 * stylesheet to put them in. Pure.
 */
export function withInjectedStylesheet(code: string, css: string, id: string): string {
  const inject = `if (typeof document !== 'undefined' && !document.querySelector(${JSON.stringify(`style[data-folio-css="${id}"]`)})) { const style = document.createElement('style'); style.dataset.folioCss = ${JSON.stringify(id)}; style.textContent = ${JSON.stringify(css)}; document.head.append(style); }`;
  return `${inject}\n${code}`;
}

/** What bundling one content module gave: its code, or the error to show (with file, line and column). */
export type DevContentResult = { code: string } | { error: Error };

/**
 * Bundles content modules one at a time, when a page asks for one, for the browser: shared imports
 * point at the development app's entries. Results are kept per module and revision.
 */
export function createDevContent(options: { media: MediaStore }) {
  const results = new Map<string, Promise<DevContentResult>>();

  async function bundleOne(input: BundleInput, module: string, sharedUrls: ReadonlyMap<string, string>): Promise<DevContentResult> {
    try {
      const result = await build({
        ...esbuildOptionsFor(input, 'browser', { publish: options.media.publish, first: [sharedExternalsPlugin(input.alias)] }),
        entryPoints: [{ in: module, out: storeName(module) }],
        outdir: path.join(input.outDir, 'content'),
        splitting: false,
        write: false,
        metafile: false,
      });
      const outputs = result.outputFiles ?? [];
      const js = outputs.find((file) => file.path.endsWith('.js'));
      if (!js) throw new Error(`Internal error (a Folio bug): no script bundled for ${module}.`);
      const css = outputs.find((file) => file.path.endsWith('.css'))?.text;
      const code = css?.trim() ? withInjectedStylesheet(js.text, css, storeName(module)) : js.text;
      const missing = Object.keys(findSharedImports(code)).filter((specifier) => !sharedUrls.has(specifier));
      if (missing.length) return { error: new Error(`This page imports ${missing.map((m) => `"${m}"`).join(', ')}, which the development server does not share with the app. Import it from a file of the site instead.`) };
      const read = readSharedFromRegistry(code);
      if ('reexported' in read) return { error: new Error(`This page re-exports everything of ${read.reexported.map((m) => `"${m}"`).join(', ')} (export * from), which the development server cannot do with a module it shares with the app. Export the names it needs instead.`) };
      return read;
    } catch (error) {
      const diagnostics = isBuildFailure(error) ? toBundleDiagnostics(error, input.siteDir, input.moduleSources) : undefined;
      return { error: diagnostics ? diagnosticsError(await explainMissingExports(diagnostics, input.siteDir), input.siteDir) : (error as Error) };
    }
  }

  return {
    /** The bundled module for a revision, bundling it on first request. */
    get(input: BundleInput, module: string, revision: number, sharedUrls: ReadonlyMap<string, string>): Promise<DevContentResult> {
      const key = `${module}\0${revision}`;
      let result = results.get(key);
      if (!result) {
        result = bundleOne(input, module, sharedUrls);
        results.set(key, result);
      }
      return result;
    },
    /** Bundles a module now, from the files as they are, without keeping the result (a page just saved). */
    now(input: BundleInput, module: string, sharedUrls: ReadonlyMap<string, string>): Promise<DevContentResult> {
      return bundleOne(input, module, sharedUrls);
    },
    /** Forgets results of older revisions. */
    forgetBefore(revision: number): void {
      for (const key of results.keys()) if (Number(key.split('\0')[1]) < revision) results.delete(key);
    },
  };
}
