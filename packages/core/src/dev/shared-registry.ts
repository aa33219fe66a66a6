import { SHARED_PREFIX } from '../bundle/shared-imports.ts';

/**
 * The development app is one bundle (its entry `main.js`, plus chunks only for dynamic imports):
 * everything content modules and page components take from it (React, `@theme/...`,
 * `@docusaurus/...`, `@folio/client`) is put in a registry on `globalThis` as the app starts, and
 * content bundles read it there instead of importing one entry per specifier. A page then loads a
 * handful of files instead of a hundred chunks, which a browser fetches six at a time. Everything
 * here is pure string work.
 */

/** The global the registry lives on. */
export const SHARED_REGISTRY = '__FOLIO_SHARED__';

const registry = `globalThis.${SHARED_REGISTRY}`;

/**
 * The registry module the app's entry imports first: every shared specifier's module namespace,
 * and `pick`, which gives a namespace after checking that it has the names a page takes from it.
 */
export function sharedRegistrySource(specifiers: readonly string[]): string {
  const imports = specifiers.map((specifier, i) => `import * as shared${i} from ${JSON.stringify(specifier)};`);
  const entries = specifiers.map((specifier, i) => `  ${JSON.stringify(specifier)}: shared${i},`);
  return `${imports.join('\n')}
const modules = {
${entries.join('\n')}
};
${registry} = {
  modules,
  pick(specifier, names) {
    const namespace = modules[specifier];
    const missing = names.filter((name) => !namespace || !(name in namespace));
    if (missing.length) throw new SyntaxError(\`The module "\${specifier}" has no export named \${missing.map((name) => \`"\${name}"\`).join(', ')}.\`);
    return namespace;
  },
};
`;
}

/** A page component's module as the router loads it (`import(url)`, then its default export): read from the registry. */
export function pageComponentShim(specifier: string): string {
  return `export default ${registry}.pick(${JSON.stringify(specifier)}, ["default"]).default;\n`;
}

/** The registry lookup of a specifier, checking the names taken from it. */
function pick(specifier: string, names: readonly string[]): string {
  return `${registry}.pick(${JSON.stringify(specifier)}, ${JSON.stringify(names)})`;
}

/** `a`, `b as c`, `default as d` in an import or export clause's braces: [imported, local]. */
function bindings(braces: string): Array<[string, string]> {
  return braces
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [imported, local] = part.split(/\s+as\s+/).map((name) => name.trim());
      return [imported!, local ?? imported!];
    });
}

/** The declarations that stand for `import <clause> from "<specifier>"`. */
function importDeclarations(clause: string, specifier: string): string {
  const lines: string[] = [];
  let rest = clause.trim();
  const braces = /\{([^}]*)\}/.exec(rest);
  const named = braces ? bindings(braces[1]!) : [];
  if (braces) rest = rest.replace(braces[0], '');
  const namespace = /\*\s*as\s+([\w$]+)/.exec(rest);
  if (namespace) rest = rest.replace(namespace[0], '');
  const defaultName = rest.replace(/,/g, ' ').trim();
  const names = [...(defaultName ? ['default'] : []), ...named.map(([imported]) => imported)];
  const source = pick(specifier, names);
  if (namespace) lines.push(`const ${namespace[1]} = ${source};`);
  if (defaultName) lines.push(`const ${defaultName} = ${source}.default;`);
  if (named.length) lines.push(`const { ${named.map(([imported, local]) => (imported === local ? local : `${imported}: ${local}`)).join(', ')} } = ${source};`);
  return lines.join(' ');
}

/** The declarations that stand for `export <clause> from "<specifier>"`; undefined for `export *`, which cannot be. */
function exportDeclarations(clause: string, specifier: string): string | undefined {
  const trimmed = clause.trim();
  const namespace = /^\*\s*as\s+([\w$]+)$/.exec(trimmed);
  if (namespace) return `export const ${namespace[1]} = ${pick(specifier, [])};`;
  const braces = /^\{([^}]*)\}$/.exec(trimmed);
  if (!braces) return undefined;
  const named = bindings(braces[1]!);
  const source = pick(specifier, named.map(([imported]) => imported));
  return named.map(([imported, exported]) => (exported === 'default' ? `export default ${source}.${imported};` : `export const ${exported} = ${source}.${imported};`)).join(' ');
}

const QUOTED = `["']${SHARED_PREFIX}([^"']+)["']`;
/**
 * `import … from`, `export … from` and `import "…"` of a shared placeholder, each at the start of a
 * line as esbuild writes them (so that a comment naming `export-logs.md` is not taken for one),
 * and `import("…")` anywhere.
 */
const STATEMENT = new RegExp(`^[ \\t]*(import|export)\\b\\s*([^;"']*?)\\s*from\\s*${QUOTED}[ \\t]*;?|^[ \\t]*import\\s*${QUOTED}[ \\t]*;?|\\bimport\\s*\\(\\s*${QUOTED}\\s*\\)`, 'gm');

/**
 * A content bundle with its shared placeholders (see shared-imports.ts) read from the registry:
 * `import { a as b } from "folio-shared:x"` becomes `const { a: b } = <registry>.pick("x", ["a"])`.
 * A module that re-exports everything of a shared specifier (`export * from`) cannot be written
 * so: the specifiers it does so with are returned instead.
 */
export function readSharedFromRegistry(code: string): { code: string } | { reexported: string[] } {
  const reexported: string[] = [];
  const rewritten = code.replace(STATEMENT, (statement, keyword: string | undefined, clause: string | undefined, fromSpecifier: string | undefined, bare: string | undefined, dynamic: string | undefined) => {
    if (bare !== undefined) return '';
    if (dynamic !== undefined) return `Promise.resolve(${pick(dynamic, [])})`;
    if (keyword === 'import') return importDeclarations(clause ?? '', fromSpecifier!);
    const declarations = exportDeclarations(clause ?? '', fromSpecifier!);
    if (declarations === undefined) reexported.push(fromSpecifier!);
    return declarations ?? statement;
  });
  return reexported.length ? { reexported } : { code: rewritten };
}
