// `npm run bench:dev -- [--rounds N] [--warm] [--timeline] [--compare DIR] [--packed]`: the dev server's
// figures alone (start → first page in Chromium, save → change shown), as `npm run bench` measures
// them, N rounds, with each run's timeline (the server's FOLIO_TIMELINE marks, the browser's
// fetches and paints). --compare DIR measures another Folio checkout (its own node_modules) in
// the same rounds, alternating which goes first, so that a change is judged against the tree
// before it on the same machine at the same time.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './browser.ts';
import { measureDevServer, type DevTimings } from './dev-server.ts';
import { formatTimeline } from './dev-timeline.ts';
import { formatMs } from './format.ts';
import { benchPaths, EDITED_DOC, stageFolio } from './stage.ts';
import { median } from './stats.ts';
import { integerOption, parseStrict } from './strict-args.ts';
import { folioTool, type Tool } from './tools.ts';
import type { FolioSource } from './packed-folio.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const USAGE = `Usage: npm run bench:dev -- [--rounds N] [--warm] [--timeline] [--compare DIR] [--port N] [--packed]

  --rounds N     rounds (default 3); medians are reported
  --warm         after each cold start, start again with the caches kept (a warm start)
  --timeline     print every run's timeline
  --compare DIR  also measure the Folio checkout in DIR (with its node_modules), alternating
  --port N       dev server port (default 3850)
  --packed       run Folio as a user installs it (npm run pack, then installed into the site), as
                 \`npm run bench\` does, instead of the repository's TypeScript through tsx`;

interface Checkout {
  label: string;
  tool: Tool;
}

function checkout(label: string, repo: string, source: FolioSource): Checkout {
  const paths = benchPaths(repo);
  stageFolio(paths, source);
  return { label, tool: folioTool(paths, source) };
}

async function main(): Promise<void> {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseStrict(process.argv.slice(2), { rounds: { type: 'string' }, warm: { type: 'boolean' }, timeline: { type: 'boolean' }, compare: { type: 'string' }, port: { type: 'string' }, packed: { type: 'boolean' } }, USAGE);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = (error as Error).message === USAGE ? 0 : 2;
    return;
  }
  const rounds = typeof values.rounds === 'string' ? integerOption('rounds', values.rounds, 1, 100, USAGE) : 3;
  const port = typeof values.port === 'string' ? integerOption('port', values.port, 1024, 65000, USAGE) : 3850;
  const source: FolioSource = values.packed ? 'packed' : 'repo';
  const checkouts = [checkout('this tree', REPO, source), ...(typeof values.compare === 'string' ? [checkout(path.resolve(values.compare), path.resolve(values.compare), source)] : [])];
  const kinds = values.warm ? (['cold', 'warm'] as const) : (['cold'] as const);
  const results = new Map<string, DevTimings[]>();
  const browser = await launchBrowser();
  try {
    for (let round = 1; round <= rounds; round++) {
      const order = round % 2 ? checkouts : [...checkouts].reverse();
      for (const { label, tool } of order) {
        rmSync(path.join(tool.siteDir, '.folio'), { recursive: true, force: true });
        for (const kind of kinds) {
          const dev = tool.dev(port);
          const timings = await measureDevServer({ ...dev, env: tool.env, origin: `http://127.0.0.1:${port}`, pagePath: EDITED_DOC.url, docFile: tool.docFile, timeoutMs: 120_000 }, browser);
          const key = `${label}, ${kind}`;
          results.set(key, [...(results.get(key) ?? []), timings]);
          console.log(`round ${round}, ${key}: first 200 ${formatMs(timings.firstResponseMs)}, page shown ${formatMs(timings.firstPageMs)}, edit shown ${formatMs(timings.editVisibleMs)}${timings.error ? ` (${timings.error})` : ''}`);
          if (values.timeline) console.log(`${formatTimeline(timings.startTimeline ?? [])}\n  edit:\n${formatTimeline(timings.editTimeline ?? [])}\n`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`\nMedians of ${rounds} (${new Date().toISOString()}):`);
  for (const [key, runs] of results) {
    const of = (pick: (t: DevTimings) => number | undefined) => formatMs(median(runs.flatMap((t) => pick(t) ?? [])));
    console.log(`  ${key}: first 200 ${of((t) => t.firstResponseMs)}, page shown ${of((t) => t.firstPageMs)}, edit shown ${of((t) => t.editVisibleMs)}`);
  }
}

await main();
