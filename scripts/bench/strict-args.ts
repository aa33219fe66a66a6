import { parseArgs, type ParseArgsConfig } from 'node:util';

/** The options table of node:util parseArgs. */
export type OptionSpecs = NonNullable<ParseArgsConfig['options']>;

/**
 * Parses `argv` with node:util parseArgs in strict mode and no positionals, so an unknown flag is
 * an error that names it and a value-taking flag never swallows the next flag. `--help`/`-h` and
 * every parse error throw an Error whose message ends with `usage` (the message is exactly `usage`
 * for --help). Pure.
 */
export function parseStrict(argv: readonly string[], options: OptionSpecs, usage: string): Record<string, string | boolean | undefined> {
  let values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  try {
    ({ values } = parseArgs({ args: [...argv], options: { ...options, help: { type: 'boolean', short: 'h' } }, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n\n${usage}`);
  }
  if (values.help) throw new Error(usage);
  return values as Record<string, string | boolean | undefined>;
}

/** A whole number from a flag's text within [min, max], or an error naming the flag. Pure. */
export function integerOption(name: string, text: string, min: number, max: number, usage: string): number {
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isInteger(n) || n < min || n > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `a whole number of at least ${min}` : `a whole number between ${min} and ${max}`;
    throw new Error(`--${name} must be ${range} (got ${JSON.stringify(text)}).\n\n${usage}`);
  }
  return n;
}
