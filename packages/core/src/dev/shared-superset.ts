import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DOCUSAURUS_COMPAT_DIR, resolveModuleFile, THEME_DIR, type AliasOptions } from '../bundle/aliases.ts';

/** CommonJS packages content may import, when the site has them. */
const COMMONJS_SHARED = ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client'];

/** The submodules Docusaurus's packages publish (`/client`, `/internal`); the other files are their parts. */
const PUBLIC_SUBMODULES = ['client', 'internal'];

function moduleNames(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => (entry.isDirectory() ? entry.name : entry.name.replace(/\.(tsx?|jsx?)$/, '')))
    .filter((name) => /^[A-Za-z]/.test(name) && !name.includes('.'))
    .sort();
}

/**
 * Everything content could take from the app, for the development server, which bundles content
 * only when a page asks for it and so cannot know beforehand what it imports: every theme
 * component and Docusaurus stand-in, `@folio/client`, and React's packages that the site has.
 * Only names: the app's registry takes each module whole (see shared-registry.ts).
 */
export function devSharedSpecifiers(siteDir: string, alias: AliasOptions): string[] {
  const specifiers = new Set<string>();
  const require = createRequire(path.join(siteDir, 'package.json'));
  for (const specifier of COMMONJS_SHARED) {
    try {
      require.resolve(specifier);
      specifiers.add(specifier);
    } catch {
      // Not installed (react/jsx-dev-runtime in some setups): content cannot import it either.
    }
  }
  specifiers.add('@folio/client');
  const addModule = (specifier: string, file: string | undefined) => {
    if (file) specifiers.add(specifier);
  };
  for (const name of moduleNames(THEME_DIR)) {
    const override = alias.themeComponents[name];
    addModule(`@theme/${name}`, override ? resolveModuleFile(override) : resolveModuleFile(path.join(THEME_DIR, name)));
    if (override) addModule(`@theme-original/${name}`, resolveModuleFile(path.join(THEME_DIR, name)));
  }
  for (const [name, file] of Object.entries(alias.themeComponents)) addModule(`@theme/${name}`, resolveModuleFile(file));
  for (const name of moduleNames(DOCUSAURUS_COMPAT_DIR)) addModule(`@docusaurus/${name}`, resolveModuleFile(path.join(DOCUSAURUS_COMPAT_DIR, name)));
  // Modules in folders: `@docusaurus/theme-common`, `@docusaurus/plugin-content-docs/client`, …
  for (const dir of readdirSync(DOCUSAURUS_COMPAT_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    addModule(`@docusaurus/${dir.name}`, resolveModuleFile(path.join(DOCUSAURUS_COMPAT_DIR, dir.name)));
    for (const name of PUBLIC_SUBMODULES) addModule(`@docusaurus/${dir.name}/${name}`, resolveModuleFile(path.join(DOCUSAURUS_COMPAT_DIR, dir.name, name)));
  }
  return [...specifiers].sort();
}
