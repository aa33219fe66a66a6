import { parseStrict } from './strict-args.ts';

/** Options of `npm run bench:scale`. */
export interface ScaleArgs {
  sizes: number[];
  keep: boolean;
  /** Keep the sizes already in bench/results/scale-latest.json and measure only the others. */
  resume: boolean;
  log?: string;
}

/** Page counts built by default: the 10,000-page target and 20,000 to show the growth past it. */
export const DEFAULT_SCALE_SIZES = [1000, 2000, 5000, 10000, 20000];

/** Usage text of `npm run bench:scale`. */
export const SCALE_USAGE = `Usage: npm run bench:scale -- [--sizes ${DEFAULT_SCALE_SIZES.join(',')}] [--keep] [--resume] [--log FILE]

  --sizes LIST   page counts of the synthetic sites (default ${DEFAULT_SCALE_SIZES.join(',')})
  --keep         keep tests/.tmp/scale-N/ after building (removed by default)
  --resume       keep the sizes already in bench/results/scale-latest.json, measure the rest
  --log FILE     also append progress to FILE (default bench/results/tmp/scale.log)`;

/** Parses the arguments of `npm run bench:scale` (node:util parseArgs, strict); throws with the usage on a bad one. Pure. */
export function parseScaleArgs(argv: readonly string[]): ScaleArgs {
  const values = parseStrict(argv, { sizes: { type: 'string' }, keep: { type: 'boolean' }, resume: { type: 'boolean' }, log: { type: 'string' } }, SCALE_USAGE);
  const args: ScaleArgs = { sizes: [...DEFAULT_SCALE_SIZES], keep: values.keep === true, resume: values.resume === true };
  if (typeof values.sizes === 'string') {
    const sizes = values.sizes.split(',').map((s) => Number(s.trim()));
    if (!sizes.length || sizes.some((n) => !Number.isInteger(n) || n < 10)) throw new Error(`--sizes takes page counts of at least 10, separated by commas.\n\n${SCALE_USAGE}`);
    args.sizes = [...new Set(sizes)].sort((a, b) => a - b);
  }
  if (typeof values.log === 'string') args.log = values.log;
  return args;
}
