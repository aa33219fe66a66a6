/** Options of `npm run bench:scale`. */
export interface ScaleArgs {
  sizes: number[];
  keep: boolean;
  /** Keep the sizes already in bench/results/scale-latest.json and measure only the others. */
  resume: boolean;
  log?: string;
}

/** Usage text of `npm run bench:scale`. */
export const SCALE_USAGE = `Usage: npm run bench:scale -- [--sizes 1000,2000,5000,10000] [--keep] [--resume] [--log FILE]

  --sizes LIST   page counts of the synthetic sites (default 1000,2000,5000,10000)
  --keep         keep tests/.tmp/scale-N/ after building (removed by default)
  --resume       keep the sizes already in bench/results/scale-latest.json, measure the rest
  --log FILE     also append progress to FILE (default bench/results/tmp/scale.log)`;

/** Parses the arguments of `npm run bench:scale`; throws with the usage on a bad one. Pure. */
export function parseScaleArgs(argv: readonly string[]): ScaleArgs {
  const args: ScaleArgs = { sizes: [1000, 2000, 5000, 10000], keep: false, resume: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [name, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${name} needs a value.\n\n${SCALE_USAGE}`);
      return v;
    };
    if (name === '--sizes') {
      const sizes = value().split(',').map((s) => Number(s.trim()));
      if (!sizes.length || sizes.some((n) => !Number.isInteger(n) || n < 10)) throw new Error(`--sizes takes page counts of at least 10, separated by commas.\n\n${SCALE_USAGE}`);
      args.sizes = [...new Set(sizes)].sort((a, b) => a - b);
    } else if (name === '--keep') args.keep = true;
    else if (name === '--resume') args.resume = true;
    else if (name === '--log') args.log = value();
    else throw new Error(name === '--help' || name === '-h' ? SCALE_USAGE : `Unknown option ${arg}.\n\n${SCALE_USAGE}`);
  }
  return args;
}
