/** Options of `npm run bench`. */
export interface BenchArgs {
  runs: number;
  only?: 'folio' | 'docusaurus';
  /** Skip the dev server measurements (the in-browser page and search measurements still run). */
  skipDev: boolean;
  /** Where progress goes besides stdout. */
  log?: string;
  port: number;
}

/** Usage text of `npm run bench`. */
export const BENCH_USAGE = `Usage: npm run bench -- [--runs N] [--only folio|docusaurus] [--skip-dev] [--log FILE] [--port N]

  --runs N        runs of each tool (default 3); the medians are reported
  --only TOOL     measure only folio or only docusaurus
  --skip-dev      skip the dev server measurements (results then go to bench/results/tmp/)
  --log FILE      also append progress to FILE (default bench/results/tmp/progress.log)
  --port N        first port for the dev and static servers (default 3810)

In the background: nohup npm run bench > bench/results/tmp/bench.out 2>&1 &`;

/** Parses the command-line arguments of `npm run bench`; throws with the usage on a bad one. Pure. */
export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const args: BenchArgs = { runs: 3, skipDev: false, port: 3810 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [name, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${name} needs a value.\n\n${BENCH_USAGE}`);
      return v;
    };
    switch (name) {
      case '--runs': {
        const n = Number(value());
        if (!Number.isInteger(n) || n < 1) throw new Error(`--runs must be a positive integer.\n\n${BENCH_USAGE}`);
        args.runs = n;
        break;
      }
      case '--only': {
        const v = value();
        if (v !== 'folio' && v !== 'docusaurus') throw new Error(`--only must be folio or docusaurus.\n\n${BENCH_USAGE}`);
        args.only = v;
        break;
      }
      case '--skip-dev':
        args.skipDev = true;
        break;
      case '--log':
        args.log = value();
        break;
      case '--port': {
        const n = Number(value());
        if (!Number.isInteger(n) || n < 1024 || n > 65000) throw new Error(`--port must be between 1024 and 65000.\n\n${BENCH_USAGE}`);
        args.port = n;
        break;
      }
      case '--help':
      case '-h':
        throw new Error(BENCH_USAGE);
      default:
        throw new Error(`Unknown option ${arg}.\n\n${BENCH_USAGE}`);
    }
  }
  return args;
}
