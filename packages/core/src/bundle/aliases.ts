import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import { DOCUSAURUS_EXPORTS, missingDocusaurusModuleMessage } from './docusaurus-exports.ts';

/**
 * Folder of the default theme's swappable components (`@theme/Name`), found next to the entry of
 * the `@folio/theme` package: its TypeScript sources in Folio's repository, its compiled files
 * when Folio is installed from its packages.
 */
export const THEME_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve('@folio/theme')), 'theme');
/** Folder of the Docusaurus client API stand-ins (`@docusaurus/Name`). */
export const DOCUSAURUS_COMPAT_DIR = path.resolve(THEME_DIR, '../docusaurus');

const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mdx', '.md'];

/** Finds `dir/name.tsx`, `dir/name/index.tsx`, ... ; undefined when absent. */
export function resolveModuleFile(base: string): string | undefined {
  if (existsSync(base) && EXTENSIONS.some((e) => base.endsWith(e))) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  for (const ext of EXTENSIONS) if (existsSync(path.join(base, `index${ext}`))) return path.join(base, `index${ext}`);
  return undefined;
}

/** How `@theme/...`, `@site/...` and `@docusaurus/...` resolve for one site. */
export interface AliasOptions {
  siteDir: string;
  /**
   * Theme component name (`Footer`, `NavbarItem/DocsVersionDropdownNavbarItem`) → absolute file
   * of the site's replacement: the files of `src/theme` and the config's `themeComponents`.
   */
  themeComponents: Record<string, string>;
}

/** `@theme-original/X` and `@theme-init/X` both reach Folio's own component: it is the only theme. */
const ORIGINAL_PREFIX = /^@theme-(?:original|init)\//;

/** Resolves a theme component id (`@theme/DocPage`) to its file, honouring site replacements. */
export function resolveThemeComponent(id: string, options: AliasOptions): string | undefined {
  if (ORIGINAL_PREFIX.test(id)) return resolveModuleFile(path.join(THEME_DIR, id.replace(ORIGINAL_PREFIX, '')));
  if (!id.startsWith('@theme/')) return undefined;
  const name = id.slice('@theme/'.length);
  const override = options.themeComponents[name];
  if (override) return resolveModuleFile(path.resolve(options.siteDir, override));
  return resolveModuleFile(path.join(THEME_DIR, name));
}

/**
 * esbuild's own `alias` table for Folio's and Docusaurus's import prefixes. Aliases, unlike a
 * plugin's answer, keep the target package's module type. Site replacements are not here: an
 * alias also rewrites the paths below it (`@theme/Footer/Links`), so they are resolved by name
 * in aliasPlugin.
 */
export function aliasTable(options: AliasOptions): Record<string, string> {
  return { '@theme': THEME_DIR, '@theme-original': THEME_DIR, '@theme-init': THEME_DIR, '@docusaurus': DOCUSAURUS_COMPAT_DIR, '@site': options.siteDir };
}

/** Escapes a string for a regular expression (esbuild's filters are Go regular expressions, which take the same escapes). */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * The import paths the site replaces, exactly (`^@theme/(?:Footer|DocItem/Layout)$`); undefined
 * when it replaces none. Pure.
 */
export function replacedComponentsFilter(themeComponents: Record<string, string>): RegExp | undefined {
  const names = Object.keys(themeComponents).sort();
  return names.length ? new RegExp(`^@theme/(?:${names.map(escapeRegExp).join('|')})$`) : undefined;
}

/** esbuild's error for an aliased path that resolves nowhere, with the path as written: `... (originally "@theme/Nope")`. */
const UNRESOLVED_ALIAS = /^Could not resolve ".*" \(originally "((?:@theme|@theme-original|@theme-init|@docusaurus)\/[^"]*)"\)$/;

/**
 * esbuild plugin: `@theme/Name` goes to the site's replacement when it has one (exact names, so
 * `@theme/Footer/Links` is not taken for a file inside the replaced Footer), and a theme or
 * Docusaurus import that resolves nowhere gets an error saying so. Every other theme, Docusaurus
 * and site import is resolved by esbuild's `alias` table (aliasTable) in esbuild itself: the
 * plugin's callback runs for the replaced names only, and its end callback words the errors.
 */
export function aliasPlugin(options: AliasOptions): EsbuildPlugin {
  return {
    name: 'folio-aliases',
    setup(build) {
      const replaced = replacedComponentsFilter(options.themeComponents);
      if (replaced) {
        build.onResolve({ filter: replaced }, (args) => {
          const found = resolveThemeComponent(args.path, options);
          return found ? { path: found } : { errors: [{ text: missingModuleMessage(args.path) }] };
        });
      }
      build.onEnd((result) => {
        for (const error of result.errors) {
          const specifier = UNRESOLVED_ALIAS.exec(error.text)?.[1];
          if (!specifier) continue;
          error.text = missingModuleMessage(specifier);
          error.notes = [];
        }
      });
    },
  };
}

/** Docusaurus client modules (`@docusaurus/<name>`) that Folio provides. */
export function docusaurusModulesOffered(): string[] {
  return Object.keys(DOCUSAURUS_EXPORTS).filter((name) => resolveModuleFile(path.join(DOCUSAURUS_COMPAT_DIR, name)));
}

/** The error for an `@theme/...` or `@docusaurus/...` import that Folio cannot resolve. */
export function missingModuleMessage(specifier: string): string {
  if (specifier.startsWith('@docusaurus/')) return missingDocusaurusModuleMessage(specifier, docusaurusModulesOffered());
  return `Cannot resolve "${specifier}": no such component. Check the name, or add it to themeComponents in the site config.`;
}
