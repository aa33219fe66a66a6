import { describe, expect, it } from 'vitest';
import { parseArgs } from './args.ts';

describe('parseArgs', () => {
  it('reads the command, positionals and flags', () => {
    expect(parseArgs(['build', 'site', '--out-dir', 'dist', '--verbose'])).toEqual({ command: 'build', positionals: ['site'], flags: { 'out-dir': 'dist', verbose: true } });
    expect(parseArgs(['serve', '--port=4000'])).toEqual({ command: 'serve', positionals: [], flags: { port: '4000' } });
    expect(parseArgs([]).command).toBe('help');
  });
});
