import { describe, expect, it } from 'vitest';
import { UserError } from '../config/errors.ts';
import { COMMANDS, parseCommandLine, parsePort } from './args.ts';
import { main } from './main.ts';

const builtIn = (name: string) => (Object.hasOwn(COMMANDS, name) ? COMMANDS[name as keyof typeof COMMANDS] : undefined);
const parse = (argv: string[]) => parseCommandLine(argv, builtIn);
const failure = (argv: string[]): string => {
  try {
    parse(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    return (error as Error).message;
  }
  throw new Error(`${argv.join(' ')} parsed without an error`);
};

describe('parseCommandLine', () => {
  it('reads the command, the site folder and flags in either form', () => {
    expect(parse(['build', 'site', '--out-dir', 'dist'])).toEqual({ command: 'build', positionals: ['site'], values: { 'out-dir': 'dist' } });
    expect(parse(['build', '--force'])).toEqual({ command: 'build', positionals: [], values: { force: true } });
    expect(parse(['serve', '--port=4000'])).toEqual({ command: 'serve', positionals: [], values: { port: '4000' } });
    expect(parse([]).command).toBe('help');
    expect(parse(['--help']).command).toBe('help');
    expect(parse(['start', '-h']).values.help).toBe(true);
  });

  it('takes a switch followed by the site folder as the switch and the folder', () => {
    expect(parse(['start', '--next-free-port', 'mysite'])).toEqual({ command: 'start', positionals: ['mysite'], values: { 'next-free-port': true } });
    expect(parse(['start', '--react-dev', 'mysite', '--port', '4000'])).toEqual({ command: 'start', positionals: ['mysite'], values: { 'react-dev': true, port: '4000' } });
  });

  it('rejects an unknown flag, naming it and the flag meant', () => {
    expect(failure(['build', '--outdir', 'x'])).toBe('folio build: unknown option --outdir (did you mean --out-dir?). Its options are --out-dir, --force, --help.');
    expect(failure(['start', '--next-free'])).toContain('unknown option --next-free (did you mean --next-free-port?)');
    expect(failure(['serve', '--verbose'])).toMatch(/^folio serve: unknown option --verbose\. Its options are --dir, --port, --host, --help\.$/);
  });

  it('rejects a value given to a switch, a flag without its value and extra arguments', () => {
    expect(failure(['start', '--react-dev=yes'])).toBe('folio start: --react-dev is a switch and takes no value; write --react-dev alone.');
    expect(failure(['serve', '--port'])).toBe('folio serve: --port needs a value, as in --port <value> or --port=<value>.');
    expect(failure(['build', 'site', 'extra'])).toBe('folio build: too many arguments (site extra): it takes [siteDir]. Flags start with --.');
  });

  it('leaves the positional arguments of a plugin command to the plugin, and refuses flags there', () => {
    expect(parse(['docs:version', '1.0', 'site'])).toEqual({ command: 'docs:version', positionals: ['1.0', 'site'], values: {} });
    expect(failure(['docs:version', '1.0', '--force'])).toMatch(/^folio docs:version: unknown option --force\./);
  });
});

describe('parsePort', () => {
  it('accepts whole numbers up to 65535 and explains anything else', () => {
    expect(parsePort(undefined, 3000)).toBe(3000);
    expect(parsePort('0', 3000)).toBe(0);
    expect(parsePort('8080', 3000)).toBe(8080);
    for (const bad of ['abc', '80.5', '-1', '70000', '']) expect(() => parsePort(bad, 3000)).toThrow(`--port must be a whole number from 0 to 65535, not "${bad}".`);
  });
});

describe('folio main', () => {
  it('exits 1 with the message, before doing anything, for a bad command line', async () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.join(' '));
    try {
      expect(await main(['build', '--outdir', 'x'])).toBe(1);
      expect(await main(['serve', '--port', 'abc'])).toBe(1);
    } finally {
      console.error = original;
    }
    expect(errors.join('\n')).toContain('unknown option --outdir (did you mean --out-dir?)');
    expect(errors.join('\n')).toContain('--port must be a whole number from 0 to 65535, not "abc".');
  });
});
