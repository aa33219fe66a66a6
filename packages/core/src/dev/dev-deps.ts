import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { writeFileWhole } from '@folio/markdown';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type Plugin as EsbuildPlugin } from 'esbuild';
import { createSiteUrl } from '@folio/client/site-url';

/** Path below the base URL where the development server answers pre-bundled dependencies. */
export const DEV_DEPS_PATH = '__folio/deps/';

/**
 * Large packages the theme loads only on some pages (Mermaid is most of the app's bundling time):
 * the development server bundles each once, on first request, and keeps it on disk by version.
 */
export const DEV_DEPS = ['mermaid'];

/** Points imports of the pre-bundled packages at the server's URL for them. */
export function devDepsPlugin(baseUrl: string): EsbuildPlugin {
  const filter = new RegExp(`^(?:${DEV_DEPS.map((d) => d.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})$`);
  const siteUrl = createSiteUrl({ baseUrl });
  return {
    name: 'folio-dev-deps',
    setup(build) {
      build.onResolve({ filter }, (args) => ({ path: siteUrl.join(`${DEV_DEPS_PATH}${args.path}.js`), external: true }));
    },
  };
}

function versionOf(siteDir: string, name: string): string {
  try {
    const require = createRequire(path.join(siteDir, 'package.json'));
    return (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** Bundles the pre-bundled dependencies on request, once per version; kept in the site's cache folder. */
export function createDevDeps(siteDir: string, cacheDir: string) {
  const running = new Map<string, Promise<string>>();
  const bundle = async (name: string): Promise<string> => {
    const key = createHash('sha256').update(`${name}@${versionOf(siteDir, name)}`).digest('hex').slice(0, 12);
    const file = path.join(cacheDir, 'dev-deps', `${name.replace(/[^\w-]/g, '_')}-${key}.js`);
    if (existsSync(file)) return readFile(file, 'utf8');
    const result = await build({ stdin: { contents: `export { default } from ${JSON.stringify(name)};\nexport * from ${JSON.stringify(name)};\n`, resolveDir: siteDir, loader: 'js' }, bundle: true, format: 'esm', platform: 'browser', write: false, logLevel: 'silent', define: { 'process.env.NODE_ENV': '"development"' } });
    const code = result.outputFiles[0]!.text;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFileWhole(file, code);
    return code;
  };
  return {
    /** The bundled code of a pre-bundled dependency, or undefined if the name is not one. */
    get(name: string): Promise<string> | undefined {
      if (!DEV_DEPS.includes(name)) return undefined;
      let result = running.get(name);
      if (!result) {
        result = bundle(name);
        running.set(name, result);
        result.catch(() => running.delete(name));
      }
      return result;
    },
  };
}
