import type { ZodError, ZodIssue } from 'zod';

/**
 * A user error: printed without a stack trace, with the file it concerns. The site config and the
 * plugins it imports load in the same module graph as the engine (see loadSiteModule), so a plain
 * `instanceof` recognises a UserError thrown by any of them.
 */
export class UserError extends Error {
  override name = 'UserError';
}

function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'function') return 'a function';
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  return String(value);
}

function issuePath(issue: ZodIssue): string {
  return issue.path.reduce<string>((out, part) => {
    if (typeof part === 'number') return `${out}[${part}]`;
    return out ? `${out}.${part}` : part;
  }, '');
}

function valueAt(root: unknown, path: (string | number)[]): unknown {
  let value: unknown = root;
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[part];
  }
  return value;
}

/** `string | false` for a union of simple types and literals; undefined when an option is more complex. */
function unionOptions(issue: Extract<ZodIssue, { code: 'invalid_union' }>): string | undefined {
  const options: string[] = [];
  for (const option of issue.unionErrors) {
    const first = option.issues[0];
    if (option.issues.length !== 1 || !first || first.path.length !== issue.path.length) return undefined;
    if (first.code === 'invalid_type') options.push(first.expected);
    else if (first.code === 'invalid_literal') options.push(JSON.stringify(first.expected));
    else return undefined;
  }
  return options.length ? [...new Set(options)].join(' | ') : undefined;
}

/** One line per problem: `key: what was expected, what was found`. */
export function formatIssue(issue: ZodIssue, input: unknown): string {
  const key = issuePath(issue) || '(root)';
  if (issue.code === 'unrecognized_keys') {
    const prefix = issuePath(issue);
    return issue.keys
      .map((k) => `${prefix ? `${prefix}.` : ''}${k}: Unknown key. Remove it or check its spelling.`)
      .join('\n');
  }
  if (issue.code === 'invalid_type') {
    const found = issue.received === 'undefined' ? 'nothing' : describeValue(valueAt(input, issue.path));
    return `${key}: Expected ${issue.expected}, received ${found}`;
  }
  if (issue.code === 'invalid_enum_value') {
    const options = issue.options.map((o) => JSON.stringify(o)).join(' | ');
    return `${key}: Expected ${options}, received ${describeValue(issue.received)}`;
  }
  if (issue.code === 'invalid_union') {
    const expected = unionOptions(issue);
    const found = describeValue(valueAt(input, issue.path));
    return expected ? `${key}: Expected ${expected}, received ${found}` : `${key}: ${found} is not a valid value here`;
  }
  return `${key}: ${issue.message}${issue.path.length ? `, received ${describeValue(valueAt(input, issue.path))}` : ''}`;
}

/** Turns a validation failure into a user error naming the file and every bad key. */
export function toUserError(error: ZodError, file: string, what: string, input: unknown): UserError {
  const lines = error.issues.map((issue) => `  ${formatIssue(issue, input).split('\n').join('\n  ')}`);
  return new UserError(`${file}: invalid ${what}:\n${lines.join('\n')}`);
}
