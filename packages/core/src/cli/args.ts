import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UserError } from '../config/errors.ts';

type OptionsConfig = NonNullable<ParseArgsConfig['options']>;

/** A command's flags and how many positional arguments it takes. */
export interface CommandSpec {
  options: OptionsConfig;
  /** Names of the positional arguments, in order (for messages); more are an error. */
  positionals: string[];
}

const port = { type: 'string' } as const;
const host = { type: 'string' } as const;

/** The built-in commands' flags (README, "The command line"). */
export const COMMANDS: Record<'build' | 'serve' | 'start' | 'clear', CommandSpec> = {
  build: { options: { 'out-dir': { type: 'string' }, force: { type: 'boolean' } }, positionals: ['siteDir'] },
  serve: { options: { dir: { type: 'string' }, port, host }, positionals: ['siteDir'] },
  start: { options: { port, host, 'next-free-port': { type: 'boolean' }, 'react-dev': { type: 'boolean' } }, positionals: ['siteDir'] },
  clear: { options: { 'out-dir': { type: 'string' } }, positionals: ['siteDir'] },
};

/** Flags every command takes. */
const COMMON: OptionsConfig = { help: { type: 'boolean', short: 'h' } };

/** A parsed command line. */
export interface ParsedCommand {
  command: string;
  positionals: string[];
  values: Record<string, string | boolean | undefined>;
}

/** Edit distance of two short strings (for "did you mean"). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]!;
}

/** The known flag closest to an unknown one, if it is close enough to be a typo. */
function closestFlag(name: string, known: string[]): string | undefined {
  const plain = (flag: string) => flag.replace(/-/g, '').toLowerCase();
  // The start of a flag (`--next-free` for `--next-free-port`).
  const extended = known.filter((flag) => name.length >= 3 && flag.startsWith(name));
  if (extended.length === 1) return extended[0];
  const scored = known.map((flag) => ({ flag, score: plain(flag) === plain(name) ? 0 : distance(name, flag) })).sort((a, b) => a.score - b.score);
  const best = scored[0];
  return best && best.score <= Math.max(1, Math.floor(best.flag.length / 3)) ? best.flag : undefined;
}

/** Turns node:util's parse errors into messages that say what to do. */
function describeParseError(error: Error & { code?: string }, command: string, spec: CommandSpec): string {
  const known = Object.keys({ ...spec.options, ...COMMON });
  const flagList = known.map((flag) => `--${flag}`).join(', ');
  const flag = /'(-{1,2}[^'\s]+)/.exec(error.message)?.[1] ?? '';
  const name = flag.replace(/^-+/, '');
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const suggestion = closestFlag(name, known);
    return `folio ${command}: unknown option ${flag}${suggestion ? ` (did you mean --${suggestion}?)` : ''}. Its options are ${flagList}.`;
  }
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const option = spec.options[name] ?? COMMON[name];
    if (option?.type === 'boolean') return `folio ${command}: ${flag} is a switch and takes no value; write ${flag} alone.`;
    return `folio ${command}: ${flag} needs a value, as in ${flag} <value> or ${flag}=<value>.`;
  }
  return `folio ${command}: ${error.message}`;
}

/**
 * Parses `folio <command> [positionals] [flags]` with node:util's parseArgs in strict mode:
 * an unknown flag, a value given to a switch, a flag missing its value or too many positional
 * arguments is a UserError that says so. Switches never take the next argument as their value.
 */
export function parseCommandLine(argv: readonly string[], specFor: (command: string) => CommandSpec | undefined): ParsedCommand {
  const [first, ...rest] = argv;
  if (first === undefined || first === 'help' || first === '--help' || first === '-h') return { command: 'help', positionals: [], values: {} };
  const command = first;
  // A plugin's command (found once the site is loaded) takes its own positional arguments, no flags.
  const known = specFor(command);
  const spec = known ?? { options: {}, positionals: [] };
  let parsed;
  try {
    parsed = parseArgs({ args: [...rest], options: { ...spec.options, ...COMMON }, allowPositionals: true, strict: true });
  } catch (error) {
    if (!(error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) throw error;
    throw new UserError(describeParseError(error as Error, command, spec));
  }
  const { positionals, values } = parsed;
  if (known && !values.help && positionals.length > spec.positionals.length) {
    const takes = spec.positionals.length ? `takes ${spec.positionals.map((p) => `[${p}]`).join(' ')}` : 'takes no positional arguments';
    throw new UserError(`folio ${command}: too many arguments (${positionals.join(' ')}): it ${takes}. Flags start with --.`);
  }
  return { command, positionals, values: values as ParsedCommand['values'] };
}

/** A TCP port from `--port`: a whole number from 0 to 65535 (0 picks a free port). */
export function parsePort(value: string | boolean | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const text = String(value);
  const number = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(number) || number > 65_535) throw new UserError(`--port must be a whole number from 0 to 65535, not "${text}".`);
  return number;
}
