import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** React's own packages stay plain imports: Node's view of them (module.exports) is what they mean. */
const REACT_PACKAGES = /^(?:react|react-dom|scheduler)(?:\/|$)/;

const typeOfFolder = new Map<string, string | undefined>();

/** The `type` of the package.json nearest to a folder (cached). */
function packageType(folder: string): string | undefined {
  if (typeOfFolder.has(folder)) return typeOfFolder.get(folder);
  const file = path.join(folder, 'package.json');
  let type: string | undefined;
  if (existsSync(file)) {
    try {
      type = (JSON.parse(readFileSync(file, 'utf8')) as { type?: string }).type ?? 'commonjs';
    } catch {
      type = 'commonjs';
    }
  } else {
    const parent = path.dirname(folder);
    type = parent === folder ? 'commonjs' : packageType(parent);
  }
  typeOfFolder.set(folder, type);
  return type;
}

/** True when Node loads `file` as CommonJS (`.cjs`, or `.js` outside a `"type": "module"` package). */
export function isCommonJsFile(file: string): boolean {
  if (file.endsWith('.cjs')) return true;
  if (!file.endsWith('.js')) return false;
  return packageType(path.dirname(file)) !== 'module';
}

/** True when a bare import that resolved to `file` needs the default-export interop below. */
export function needsDefaultInterop(specifier: string, file: string): boolean {
  return !REACT_PACKAGES.test(specifier) && isCommonJsFile(file);
}

/**
 * A module standing for a CommonJS package imported from the server bundle. Node gives such a
 * package's `module.exports` as the default export, where bundlers (and so Docusaurus, and Folio's
 * browser bundle) give `exports.default` of a module compiled from ES module syntax: `import Icon
 * from '@mdi/react'` would render an object. This takes the default as bundlers do and passes the
 * named exports through. Pure.
 */
export function defaultInteropSource(specifier: string): string {
  const quoted = JSON.stringify(specifier);
  return [
    `import * as namespace from ${quoted};`,
    `const exported = namespace.default;`,
    `export default exported && exported.__esModule && 'default' in exported ? exported.default : exported;`,
    `export * from ${quoted};`,
    '',
  ].join('\n');
}
