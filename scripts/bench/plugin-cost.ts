// `npm run bench:plugins -- [--rounds N] [--folio packed|repo]`: what the llms and social-cards
// plugins cost this site's build. Two copies of the site are staged under bench/site/, one with the
// plugins and one without (its config is the repository's with the two entries taken out of
// `plugins`), each running Folio as a user installs it (packed, as `npm run bench` does) unless
// `--folio repo` asks for this repository's sources through tsx; each round builds
// both cold (no .folio/ cache), then both warm, the order of the pair alternating from round to
// round, and the table gives the median wall and CPU time of each and their ratio.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runMeasured, type Measured } from './measure.ts';
import { parseFolioPhases } from './phases.ts';
import { packedCli, type FolioSource } from './packed-folio.ts';
import { benchPaths, stageFolio } from './stage.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = path.join(REPO, 'packages', 'core', 'bin', 'folio.js');
/** The plugins measured, as `site.config.ts` lists them in `plugins`. */
const MEASURED_PLUGINS = ['llms', 'socialCards'];

type Variant = 'without' | 'with';
type Kind = 'cold' | 'warm';

/** The repository's config with the measured plugins taken out of `plugins`, and their imports (a site without them would not load them). Throws if one is not listed. Pure. */
export function configWithout(config: string, plugins: readonly string[]): string {
  let result = config;
  for (const name of plugins) {
    const entry = new RegExp(`^\\s*${name},\\n`, 'm');
    if (!entry.test(result)) throw new Error(`site.config.ts lists no plugin entry "${name}," on its own line.`);
    result = result.replace(entry, '').replace(new RegExp(`^import ${name} from '[^']+';\\n`, 'm'), '');
  }
  return result;
}

/** The middle value (mean of the two middle ones for an even count). Pure. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function stage(variant: Variant, source: FolioSource): string {
  const paths = benchPaths(REPO);
  const site = path.join(paths.bench, 'site', `folio-${variant}`);
  stageFolio({ ...paths, folioSite: site }, source);
  if (variant === 'without') {
    const config = path.join(site, 'site.config.ts');
    const text = configWithout(readFileSync(config, 'utf8'), MEASURED_PLUGINS);
    rmSync(config);
    writeFileSync(config, text);
  }
  return site;
}

async function buildOnce(site: string, kind: Kind, source: FolioSource): Promise<Measured> {
  if (kind === 'cold') rmSync(path.join(site, '.folio'), { recursive: true, force: true });
  const { NODE_ENV: _unset, ...env } = process.env;
  // --force: a warm build runs every phase (without it, folio build stops at once when nothing changed).
  const cli = source === 'packed' ? packedCli(site) : CLI;
  const run = await runMeasured(process.execPath, [cli, 'build', site, '--force'], { cwd: site, env: { ...env, NO_COLOR: '1' } });
  if (run.exitCode !== 0) throw new Error(`The ${kind} build of ${site} failed:\n${run.tail}`);
  return run;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' }, folio: { type: 'string', default: 'packed' } }, strict: true });
  const rounds = Number(values.rounds);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds takes a whole number of at least 1, not ${values.rounds}.`);
  if (values.folio !== 'packed' && values.folio !== 'repo') throw new Error(`--folio takes packed or repo, not ${values.folio}.`);
  const source: FolioSource = values.folio;
  const sites: Record<Variant, string> = { without: stage('without', source), with: stage('with', source) };
  const runs = new Map<string, Measured[]>();
  for (let round = 0; round < rounds; round++) {
    const order: Variant[] = round % 2 ? ['with', 'without'] : ['without', 'with'];
    for (const kind of ['cold', 'warm'] as const) {
      for (const variant of order) {
        const run = await buildOnce(sites[variant], kind, source);
        const phases = parseFolioPhases(run.tail)?.map((p) => `${p.name} ${seconds(p.wallMs)}`).join(', ');
        console.log(`round ${round + 1}, ${kind}, ${variant} the plugins: ${seconds(run.wallMs)} wall, ${seconds(run.cpuMs)} CPU (${phases})`);
        runs.set(`${kind} ${variant}`, [...(runs.get(`${kind} ${variant}`) ?? []), run]);
      }
    }
  }
  const figure = (kind: Kind, variant: Variant, of: 'wallMs' | 'cpuMs') => median(runs.get(`${kind} ${variant}`)!.map((run) => run[of]));
  console.log(`\n| median of ${rounds} | without | with | ratio |\n| --- | ---: | ---: | ---: |`);
  for (const kind of ['cold', 'warm'] as const) {
    for (const [of, label] of [['wallMs', 'wall'], ['cpuMs', 'CPU']] as const) {
      const without = figure(kind, 'without', of);
      const withPlugins = figure(kind, 'with', of);
      console.log(`| ${kind} build, ${label} | ${seconds(without)} | ${seconds(withPlugins)} | ${(withPlugins / without).toFixed(2)} |`);
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
