import { z, type ZodTypeAny } from 'zod';
import { formatIssue } from '../errors.ts';

/** Receives one problem: the key (as a path such as `themeConfig.navbar.logo.style`) and what Folio does about it. */
export type ReportSkipped = (key: string, what: string) => void;

/** A key path as written in a config: `a.b[2].c`. Pure. */
export function joinKey(prefix: string, part: string | number): string {
  if (typeof part === 'number') return `${prefix}[${part}]`;
  const name = /^[A-Za-z_$][\w$]*$/.test(part) ? part : JSON.stringify(part);
  if (!prefix) return name;
  return /^[A-Za-z_$]/.test(name) ? `${prefix}.${name}` : `${prefix}[${name}]`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** The schema under defaults, optionals, nullables, lazies and effects. */
function unwrap(schema: ZodTypeAny): ZodTypeAny {
  let current = schema;
  for (;;) {
    if (current instanceof z.ZodDefault) current = current._def.innerType as ZodTypeAny;
    else if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap() as ZodTypeAny;
    else if (current instanceof z.ZodLazy) current = current.schema as ZodTypeAny;
    else if (current instanceof z.ZodEffects) current = current.innerType() as ZodTypeAny;
    else return current;
  }
}

/** The keys an object schema knows (under defaults and optionals); empty for other schemas. */
export function knownKeys(schema: ZodTypeAny): Set<string> {
  const inner = unwrap(schema);
  return new Set(inner instanceof z.ZodObject ? Object.keys(inner.shape as object) : []);
}

/**
 * A copy of `value` without the object keys `schema` does not know (each reported once, by its
 * full key), walking into objects, arrays and records. Values of other kinds, and objects the
 * schema lets through as they are, are kept. Pure but for `report`.
 */
export function dropUnknownKeys(value: unknown, schema: ZodTypeAny, key: string, report: ReportSkipped): unknown {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject && isPlainObject(value)) {
    const shape = inner.shape as Record<string, ZodTypeAny>;
    const passthrough = inner._def.unknownKeys === 'passthrough';
    const out: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) {
      const itemKey = joinKey(key, name);
      if (shape[name]) out[name] = dropUnknownKeys(item, shape[name], itemKey, report);
      else if (passthrough) out[name] = item;
      else report(itemKey, 'Folio has no such option; skipped');
    }
    return out;
  }
  if (inner instanceof z.ZodArray && Array.isArray(value)) {
    return value.map((item, index) => dropUnknownKeys(item, inner.element as ZodTypeAny, joinKey(key, index), report));
  }
  if (inner instanceof z.ZodRecord && isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, dropUnknownKeys(item, inner.valueSchema as ZodTypeAny, joinKey(key, name), report)]));
  }
  return value;
}

/** Removes the value at `path` from a tree of plain objects and arrays (in place). */
function removeAt(root: unknown, path: readonly (string | number)[]): boolean {
  let parent: unknown = root;
  for (const part of path.slice(0, -1)) {
    if (parent === null || typeof parent !== 'object') return false;
    parent = (parent as Record<string | number, unknown>)[part];
  }
  const last = path[path.length - 1];
  if (last === undefined || parent === null || typeof parent !== 'object') return false;
  if (Array.isArray(parent) && typeof last === 'number') {
    if (last >= parent.length) return false;
    parent.splice(last, 1);
    return true;
  }
  if (!(last in (parent as object))) return false;
  delete (parent as Record<string | number, unknown>)[last];
  return true;
}

/**
 * Makes `value` fit `schema` the way a Docusaurus config is read: keys Folio does not know are
 * dropped, and then every value the schema rejects is dropped too (Folio's default applies), each
 * with a report. What is left either validates or lacks something required, which the caller's
 * validation then names. `key` prefixes the reported keys. Pure but for `report`.
 */
export function fitToSchema(value: unknown, schema: ZodTypeAny, key: string, report: ReportSkipped): unknown {
  const fitted = dropUnknownKeys(value, schema, key, report);
  /** Paths of values already dropped (and reported): a value required there then takes its list item with it, unreported. */
  const dropped = new Set<string>();
  // Bounded: each round removes at least one value.
  for (let round = 0; round < 50; round++) {
    const result = schema.safeParse(fitted);
    if (result.success) break;
    // Later paths first, so removing an array item does not shift the others still to remove.
    const issues = [...result.error.issues].sort((a, b) => comparePaths(b.path, a.path));
    let removed = false;
    for (const issue of issues) {
      const where = issue.path.reduce<string>((out, part) => joinKey(out, part), key);
      const problem = formatIssue(issue, fitted).replace(/^[^:]*: /, '');
      if (removeAt(fitted, issue.path)) {
        removed = true;
        dropped.add(where);
        report(where, `${problem}; skipped`);
        continue;
      }
      // A required value that is missing: the list item holding it cannot be used either.
      const itemEnd = issue.path.findLastIndex((part) => typeof part === 'number') + 1;
      if (itemEnd > 0 && removeAt(fitted, issue.path.slice(0, itemEnd))) {
        removed = true;
        if (!dropped.has(where)) report(where, `${problem}; the item is skipped`);
      }
    }
    if (!removed) break;
  }
  return fitted;
}

function comparePaths(a: readonly (string | number)[], b: readonly (string | number)[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    return String(x) < String(y) ? -1 : 1;
  }
  return a.length - b.length;
}
