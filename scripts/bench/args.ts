import { integerOption, parseStrict } from './strict-args.ts';
import type { FolioSource } from './packed-folio.ts';
import { TOOL_NAMES, type ToolName } from './tool-names.ts';

/** Options of `npm run bench`. */
export interface BenchArgs {
  runs: number;
  only?: ToolName;
  /** Skip the dev server measurements (the in-browser page and search measurements still run). */
  skipDev: boolean;
  /** Skip the extra Folio cold build under `node --cpu-prof`. */
  skipProfile: boolean;
  /** Where progress goes besides stdout. */
  log?: string;
  port: number;
  /** Folio as a user installs it (packed, compiled; the default) or from the repository's sources through tsx. */
  folio: FolioSource;
}

/** Usage text of `npm run bench`. */
export const BENCH_USAGE = `Usage: npm run bench -- [--runs N] [--only ${TOOL_NAMES.join('|')}] [--skip-dev] [--skip-profile] [--log FILE] [--port N] [--folio packed|repo]

  --runs N        runs of each tool (default 3); the medians are reported
  --only TOOL     measure only folio, only docusaurus (3.6.3, bench/) or only docusaurus-fast
                  (the newest 3.x with every speed flag on, bench-fast/)
  --skip-dev      skip the dev server measurements (results then go to bench/results/tmp/)
  --skip-profile  skip the extra Folio cold build under node --cpu-prof (top functions)
  --log FILE      also append progress to FILE (default bench/results/tmp/progress.log)
  --port N        first port for the dev and static servers (default 3810)
  --folio FROM    packed (default): Folio as a user installs it, npm run pack's compiled packages
                  installed into the staged site; repo: this repository's TypeScript through tsx

In the background: nohup npm run bench > bench/results/tmp/bench.out 2>&1 &`;

/** Parses the command-line arguments of `npm run bench` (node:util parseArgs, strict); throws with the usage on a bad one. Pure. */
export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const values = parseStrict(
    argv,
    { runs: { type: 'string' }, only: { type: 'string' }, 'skip-dev': { type: 'boolean' }, 'skip-profile': { type: 'boolean' }, log: { type: 'string' }, port: { type: 'string' }, folio: { type: 'string' } },
    BENCH_USAGE,
  );
  const args: BenchArgs = { runs: 3, skipDev: values['skip-dev'] === true, skipProfile: values['skip-profile'] === true, port: 3810, folio: 'packed' };
  if (typeof values.folio === 'string') {
    if (values.folio !== 'packed' && values.folio !== 'repo') throw new Error(`--folio must be packed or repo (got ${JSON.stringify(values.folio)}).\n\n${BENCH_USAGE}`);
    args.folio = values.folio;
  }
  if (typeof values.runs === 'string') args.runs = integerOption('runs', values.runs, 1, Number.MAX_SAFE_INTEGER, BENCH_USAGE);
  if (typeof values.only === 'string') {
    if (!(TOOL_NAMES as readonly string[]).includes(values.only)) throw new Error(`--only must be ${TOOL_NAMES.join(', ')} (got ${JSON.stringify(values.only)}).\n\n${BENCH_USAGE}`);
    args.only = values.only as ToolName;
  }
  if (typeof values.log === 'string') args.log = values.log;
  if (typeof values.port === 'string') args.port = integerOption('port', values.port, 1024, 65000, BENCH_USAGE);
  return args;
}
