import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DOCUSAURUS_COMPAT_DIR, resolveModuleFile, THEME_DIR, type AliasOptions } from '../bundle/aliases.ts';
import type { SharedNames } from '../bundle/shared-imports.ts';

/** CommonJS packages content may import; their names are read from the package itself. */
const COMMONJS_SHARED = ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client'];

/** The submodules Docusaurus's packages publish (`/client`, `/internal`); the other files are their parts. */
const PUBLIC_SUBMODULES = ['client', 'internal'];

function hasDefaultExport(file: string): boolean {
  return /\bexport\s+default\b|\bas\s+default\b/.test(readFileSync(file, 'utf8'));
}

function moduleNames(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => (entry.isDirectory() ? entry.name : entry.name.replace(/\.(tsx?|jsx?)$/, '')))
    .filter((name) => /^[A-Za-z]/.test(name) && !name.includes('.'))
    .sort();
}

/**
 * Everything content could take from the app, for the development server, which bundles content
 * only when a page asks for it and so cannot know beforehand what it imports: every theme
 * component and Docusaurus stand-in (all their exports), `@folio/client`, and React's packages
 * (their export names read from the packages).
 */
export function devSharedNames(siteDir: string, alias: AliasOptions): SharedNames {
  const names: SharedNames = {};
  const require = createRequire(path.join(siteDir, 'package.json'));
  for (const specifier of COMMONJS_SHARED) {
    try {
      names[specifier] = [...Object.keys(require(specifier) as object).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name)), 'default'].sort();
    } catch {
      // Not installed (react/jsx-dev-runtime in some setups): content cannot import it either.
    }
  }
  names['@folio/client'] = ['*'];
  const addModule = (specifier: string, file: string | undefined) => {
    if (file) names[specifier] = hasDefaultExport(file) ? ['*', 'default'] : ['*'];
  };
  for (const name of moduleNames(THEME_DIR)) {
    const override = alias.themeComponents[name];
    addModule(`@theme/${name}`, override ? resolveModuleFile(override) : resolveModuleFile(path.join(THEME_DIR, name)));
    if (override) addModule(`@theme-original/${name}`, resolveModuleFile(path.join(THEME_DIR, name)));
  }
  for (const [name, file] of Object.entries(alias.themeComponents)) if (!names[`@theme/${name}`]) addModule(`@theme/${name}`, resolveModuleFile(file));
  for (const name of moduleNames(DOCUSAURUS_COMPAT_DIR)) addModule(`@docusaurus/${name}`, resolveModuleFile(path.join(DOCUSAURUS_COMPAT_DIR, name)));
  // Modules in folders: `@docusaurus/theme-common`, `@docusaurus/plugin-content-docs/client`, …
  for (const dir of readdirSync(DOCUSAURUS_COMPAT_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    addModule(`@docusaurus/${dir.name}`, resolveModuleFile(path.join(DOCUSAURUS_COMPAT_DIR, dir.name)));
    for (const name of PUBLIC_SUBMODULES) addModule(`@docusaurus/${dir.name}/${name}`, resolveModuleFile(path.join(DOCUSAURUS_COMPAT_DIR, dir.name, name)));
  }
  return names;
}
