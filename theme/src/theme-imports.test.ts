import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The theme's components: every file of theme/src/theme is addressable as `@theme/<path>`. */
const THEME_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'theme');

/** Value imports and re-exports of a module (type-only ones are erased, so they cannot bypass a swizzle). Pure. */
export function valueImports(code: string): string[] {
  const specifiers: string[] = [];
  const pattern = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gms;
  for (const match of code.matchAll(pattern)) if (!match[2]) specifiers.push(match[3]!);
  return specifiers;
}

/** A file that is a theme component: `Name/index.tsx` or a capitalised `Name.tsx`; lower-case files are helpers. */
function isComponentFile(file: string): boolean {
  const base = path.basename(file);
  return /^index\.[jt]sx?$/.test(base) || /^[A-Z][\w-]*\.[jt]sx?$/.test(base);
}

function resolveRelative(from: string, specifier: string): string {
  const target = path.resolve(path.dirname(from), specifier);
  for (const candidate of [target, `${target}.tsx`, `${target}.ts`, path.join(target, 'index.tsx'), path.join(target, 'index.ts')]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // try the next form
    }
  }
  return target;
}

function themeSources(): string[] {
  return readdirSync(THEME_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

describe('theme components reach each other through @theme/', () => {
  it('reads value imports, and leaves out type-only ones', () => {
    const code = "import A from '@theme/A';\nimport type { B } from '../B/index.tsx';\nimport {\n  c,\n  d,\n} from './c.ts';\nexport { e } from '../E/index.tsx';\nexport type { F } from '../F.tsx';\nimport './x.css';\n";
    expect(valueImports(code)).toEqual(['@theme/A', './c.ts', '../E/index.tsx', './x.css']);
  });

  it('has no relative import of another theme component, so a swizzled one takes effect everywhere it appears', () => {
    const files = themeSources();
    expect(files.length).toBeGreaterThan(60);
    const offenders: string[] = [];
    for (const file of files) {
      for (const specifier of valueImports(readFileSync(file, 'utf8'))) {
        if (!specifier.startsWith('.')) continue;
        const target = resolveRelative(file, specifier);
        if (target !== file && target.startsWith(THEME_DIR + path.sep) && isComponentFile(target)) {
          const name = path.relative(THEME_DIR, target).replace(/(\/index)?\.[jt]sx?$/, '');
          offenders.push(`${path.relative(THEME_DIR, file)} imports ${specifier}: use '@theme/${name}'`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
