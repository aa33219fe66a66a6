/**
 * Writes `content/facts/<name>.json`: for one documented version of
 * Inspektor Gadget, each gadget's parameters and fields as the `ig` /
 * `kubectl gadget` CLI of that version shows them, plus the flags every
 * `run` accepts. `tests/content/facts.test.ts` checks the docs against it.
 *
 * Run (needs a clone or bare mirror of the toolkit's repository):
 *
 *   npx tsx scripts/content/extract-gadget-facts.ts --repo /path/to/inspektor-gadget [name...]
 *
 * Without names every version of the table below is written. The record is
 * committed; neither the test nor the site build needs the mirror.
 *
 * Where facts come from, at the version's ref:
 * - params: `gadgets/<g>/gadget.yaml` `params.<section>.<var>` (key, alias,
 *   defaultValue, description), plus `GADGET_PARAM(var)` of the eBPF source
 *   that gadget.yaml does not describe (flag named after the variable);
 * - fields: the C types behind `GADGET_TRACER` / `GADGET_SNAPSHOTTER` /
 *   `GADGET_MAPITER` (flattened to dotted names such as `proc.creds.uid`),
 *   the fields listed in gadget.yaml, fields a WebAssembly program adds with
 *   `AddField("…")`, and the fields operators derive (see `derive.ts`);
 * - minimum kernel: the `Minimum Kernel Version` line of the gadget's README;
 * - common flags: every parameter key of the toolkit's operators and runtimes
 *   and every command-line flag of `cmd/` (a superset of what `run` accepts).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { declaredDataSources, flatten, parseStructs, stripC, type StructTable } from './gadget-facts/c-structs.ts';
import { deriveFields, type FieldAnnotations } from './gadget-facts/derive.ts';

/** A documented version and the upstream ref its pages describe. */
export interface VersionSource {
  /** Facts file name (without `.json`) and the name the docs use for the version. */
  readonly name: string;
  /** Docs folders (relative to `content/`) that document this ref. */
  readonly docs: readonly string[];
  /** Tag or commit of the toolkit's repository. */
  readonly ref: string;
  /** Why this ref. */
  readonly note: string;
}

/** Which upstream ref each docs folder describes. */
export const VERSION_SOURCES: readonly VersionSource[] = [
  {
    name: 'v0.43.0',
    docs: ['docs', 'versioned_docs/version-v0.43.0'],
    ref: 'v0.43.0',
    note: 'latest is v0.43.0: same gadget set (no ttysnoop, which v0.44.0 added) and the site names v0.43.0 as its latest release',
  },
  { name: 'v0.42.0', docs: ['versioned_docs/version-v0.42.0'], ref: 'v0.42.0', note: 'release tag' },
  { name: 'v0.41.0', docs: ['versioned_docs/version-v0.41.0'], ref: 'v0.41.0', note: 'release tag' },
  {
    name: 'main',
    docs: ['versioned_docs/version-main'],
    ref: 'be900a5956379bc3f31ded908144d196665c1ccf',
    note: 'main-branch commit just before the v0.44.0 release: has ttysnoop (documented as unreleased), not yet tcpdump',
  },
];

/** One gadget parameter as the CLI shows it. */
export interface ParamFact {
  readonly key: string;
  readonly flag: string;
  readonly alias?: string;
  readonly default: string;
  readonly description: string;
}

/** What the docs may say about one gadget. */
export interface GadgetFact {
  readonly minKernel?: string;
  readonly params: ParamFact[];
  /** Datasource names and their fields; `fields` below is their union. */
  readonly datasources: Record<string, string[]>;
  readonly fields: string[];
  /** Fields that hold a plain number in the eBPF event (compared with numbers in `--filter`). */
  readonly numericFields: string[];
}

/** The record of one version. */
export interface VersionFacts {
  readonly version: string;
  readonly docs: readonly string[];
  readonly source: { readonly repo: string; readonly ref: string; readonly commit: string; readonly note: string };
  readonly commonFlags: string[];
  readonly gadgets: Record<string, GadgetFact>;
}

const UPSTREAM = 'https://github.com/inspektor-gadget/inspektor-gadget';

function git(repo: string, ...args: string[]): string {
  return execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
}

function show(repo: string, ref: string, path: string): string | undefined {
  try {
    return execFileSync('git', ['-C', repo, 'show', `${ref}:${path}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return undefined;
  }
}

function listFiles(repo: string, ref: string, dir: string): string[] {
  return git(repo, 'ls-tree', '-r', '--name-only', ref, '--', dir).split('\n').filter(Boolean);
}

type Yaml = Record<string, unknown>;

function asRecord(value: unknown): Yaml {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Yaml) : {};
}

/**
 * The value a `const volatile` parameter of the eBPF program starts with, which
 * the CLI shows as the default when gadget.yaml gives none (an uninitialised one
 * is zero: `false` for a bool).
 */
export function initialValue(cSource: string, variable: string): string {
  const decl = new RegExp(`const\\s+volatile\\s+([\\w\\s]+?)\\s*\\b${variable}\\b\\s*(\\[[^\\]]*\\])?\\s*(?:=\\s*([^;]+))?;`).exec(cSource);
  if (!decl) return '';
  if (decl[3] !== undefined) return decl[3].trim().replace(/^"(.*)"$/, '$1');
  if (decl[2]) return '';
  return /\bbool\b/.test(decl[1]!) ? 'false' : '0';
}

/** Params of gadget.yaml, then `GADGET_PARAM`s it does not describe. */
/** A parameter the eBPF operator names itself when a program declares a variable of that name. */
export interface WellKnownParam {
  readonly key: string;
  readonly description: string;
}

/** The `wellKnownParams` table of `pkg/operators/ebpf/params.go`: variable name → key and description. */
export function wellKnownParams(paramsGo: string): Map<string, WellKnownParam> {
  const table = new Map<string, WellKnownParam>();
  const entry = /VarName:\s*"(\w+)"\s*\}\s*:\s*\{\s*Key:\s*"([\w-]+)",\s*Description:\s*"([^"]*)"/g;
  for (const m of paramsGo.matchAll(entry)) table.set(m[1]!, { key: m[2]!, description: m[3]! });
  return table;
}

export function gadgetParams(yaml: Yaml, bpfSource: string, wellKnown: ReadonlyMap<string, WellKnownParam> = new Map()): ParamFact[] {
  const params: ParamFact[] = [];
  const described = new Set<string>();
  const text = stripC(bpfSource);
  for (const section of Object.values(asRecord(yaml['params']))) {
    for (const [variable, raw] of Object.entries(asRecord(section))) {
      const p = asRecord(raw);
      const key = String(p['key'] ?? variable);
      described.add(variable);
      params.push({
        key,
        flag: `--${key}`,
        ...(p['alias'] ? { alias: `-${String(p['alias'])}` } : {}),
        default: p['defaultValue'] === undefined ? initialValue(text, variable) : String(p['defaultValue']),
        description: String(p['description'] ?? ''),
      });
    }
  }
  for (const m of text.matchAll(/\bGADGET_PARAM\s*\(\s*(\w+)\s*\)/g)) {
    const variable = m[1]!;
    if (described.has(variable)) continue;
    described.add(variable);
    const known = wellKnown.get(variable);
    // A well-known filter (targ_pid, targ_uid, …) starts at its "no filter" value (0, or -1 for IDs).
    const start = variable.startsWith('targ_') ? '' : initialValue(text, variable);
    if (known) params.push({ key: known.key, flag: `--${known.key}`, default: start, description: known.description });
    else params.push({ key: variable, flag: `--${variable}`, default: initialValue(text, variable), description: '' });
  }
  return params.sort((a, b) => a.key.localeCompare(b.key));
}

/** Field names and annotations listed in gadget.yaml, per datasource. */
function yamlFields(yaml: Yaml): Map<string, Map<string, Record<string, string>>> {
  const out = new Map<string, Map<string, Record<string, string>>>();
  // Some gadget.yaml files spell the key `dataSources`.
  for (const [ds, raw] of Object.entries({ ...asRecord(yaml['dataSources']), ...asRecord(yaml['datasources']) })) {
    const fields = new Map<string, Record<string, string>>();
    for (const [name, f] of Object.entries(asRecord(asRecord(raw)['fields']))) {
      const annotations = Object.fromEntries(Object.entries(asRecord(asRecord(f)['annotations'])).map(([k, v]) => [k, String(v)]));
      fields.set(name, annotations);
    }
    out.set(ds, fields);
  }
  return out;
}

/** Extracts the facts of one gadget directory. */
function gadgetFact(repo: string, ref: string, dir: string, shared: StructTable, wellKnown: ReadonlyMap<string, WellKnownParam>): GadgetFact {
  const files = listFiles(repo, ref, dir);
  const yaml = asRecord(parseYaml(show(repo, ref, `${dir}/gadget.yaml`) ?? '') ?? {});
  const cFiles = files.filter((f) => /\.(c|h)$/.test(f) && !f.includes('/test/'));
  const cSource = cFiles.map((f) => show(repo, ref, f) ?? '').join('\n');
  const structs = parseStructs(cSource, new Map(shared));
  const goSource = files.filter((f) => /\/go\/[^/]+\.go$/.test(f)).map((f) => show(repo, ref, f) ?? '').join('\n');
  const wasmFields = [...goSource.matchAll(/\.AddField\(\s*"([\w.]+)"/g)].map((m) => m[1]!);
  const fromYaml = yamlFields(yaml);
  const datasources: Record<string, string[]> = {};
  const declared = declaredDataSources(cSource);
  // A WebAssembly program adds its fields to the datasources it looks up by name (all of them if it names none).
  const wasmTargets = new Set([...goSource.matchAll(/GetDataSource\(\s*"([\w-]+)"/g)].map((m) => m[1]!));
  const numeric = new Set<string>();
  for (const ds of declared) {
    const flat = ds.types.flatMap((t) => flatten(structs, t));
    for (const f of flat) if (isNumericCType(f.type)) numeric.add(f.name);
    const annotations: FieldAnnotations = fromYaml.get(ds.name) ?? new Map();
    const extra = wasmTargets.size === 0 || wasmTargets.has(ds.name) ? wasmFields : [];
    datasources[ds.name] = deriveFields(flat, annotations, [...annotations.keys(), ...extra]);
  }
  const operatorFields = fieldsOfOperators(repo, ref, Object.keys(asRecord(yaml['operator'])));
  if (operatorFields.length > 0) {
    // A datasource filled by a built-in operator (process, eBPF statistics): its Go source names the fields.
    const name = fromYaml.keys().next().value ?? Object.keys(asRecord(yaml['operator']))[0]!;
    const annotations: FieldAnnotations = fromYaml.get(name) ?? new Map();
    const enrich = operatorFields.includes('mountnsid') ? [{ name: 'mountnsid', type: 'gadget_mntns_id' }] : [];
    datasources[name] = deriveFields(enrich, annotations, [...annotations.keys(), ...operatorFields]);
  }
  for (const [ds, annotations] of fromYaml) {
    if (datasources[ds]) continue;
    // A datasource made by WebAssembly or an operator: gadget.yaml and the Go source name its fields.
    datasources[ds] = deriveFields([], annotations, [...annotations.keys(), ...wasmFields]);
  }
  if (Object.keys(datasources).length === 0 && wasmFields.length > 0) datasources['wasm'] = [...new Set(wasmFields)].sort();
  const readme = show(repo, ref, `${dir}/README.mdx`) ?? show(repo, ref, `${dir}/README.md`) ?? '';
  const minKernel = /Minimum Kernel Version\s*:\s*\*?([\d.]+)/i.exec(readme)?.[1];
  const fields = [...new Set(Object.values(datasources).flat())].sort();
  // Parameters declared by the toolkit's headers the program includes (filter.h, user_stack_map.h, …).
  const headers = [...cSource.matchAll(/#include\s*<gadget\/([\w-]+\.h)>/g)].map((m) => show(repo, ref, `include/gadget/${m[1]}`) ?? '');
  const params = gadgetParams(yaml, [cSource, ...headers].join('\n'), wellKnown);
  const numericFields = [...numeric].filter((f) => fields.includes(f)).sort();
  return { ...(minKernel ? { minKernel } : {}), params, datasources, fields, numericFields };
}

/** C scalar types the CLI shows as numbers (character arrays, structs and unions are not). */
export function isNumericCType(type: string): boolean {
  return /^(?:__[us](?:8|16|32|64)|[us](?:8|16|32|64)|u?int(?:8|16|32|64)_t|(?:unsigned |signed )?(?:int|long|short|long long)|unsigned|size_t|pid_t|uid_t|gid_t|gadget_(?:pid|ppid|tid|uid|gid|mntns_id|netns_id|timestamp|errno|signal|syscall|bytes|duration|kernel_stack|counter__u32|counter__u64|gauge__u32|gauge__u64)|enum \w+)$/.test(type.trim());
}

/** Fields that built-in operators named in gadget.yaml's `operator:` section add (`_raw` fields get their readable twin). */
function fieldsOfOperators(repo: string, ref: string, operators: string[]): string[] {
  const names = new Set<string>();
  for (const operator of operators) {
    const files = listFiles(repo, ref, `pkg/operators/${operator}`).filter(
      // The eBPF operator's own datasource with statistics is the only one a gadget can ask for.
      (f) => f.endsWith('.go') && !f.endsWith('_test.go') && (operator !== 'ebpf' || f.endsWith('/stats.go')),
    );
    const source = files.map((f) => show(repo, ref, f) ?? '').join('\n');
    const consts = new Map([...source.matchAll(/\b(\w+)\s*=\s*"([\w.]+)"/g)].map((m) => [m[1]!, m[2]!]));
    for (const m of source.matchAll(/\.AddField\(\s*(?:"([\w.]+)"|(\w+))(\s*\+\s*"_raw")?/g)) {
      const name = m[1] ?? consts.get(m[2]!);
      if (!name) continue;
      const raw = m[3] ? `${name}_raw` : name;
      names.add(raw);
      if (raw.endsWith('_raw')) names.add(raw.slice(0, -'_raw'.length));
    }
  }
  return [...names];
}

/** Every parameter key of operators and runtimes, and every cobra flag, at `ref`. */
function commonFlags(repo: string, ref: string): string[] {
  const files = listFiles(repo, ref, 'pkg')
    .concat(listFiles(repo, ref, 'cmd'))
    .filter((f) => f.endsWith('.go') && !f.endsWith('_test.go') && !f.includes('/testing/'));
  const sources = files.map((f) => show(repo, ref, f) ?? '');
  const consts = new Map<string, string>();
  for (const s of sources) for (const m of s.matchAll(/\b(\w+)\s*(?:string\s*)?=\s*"([a-z][\w-]*)"/g)) consts.set(m[1]!, m[2]!);
  const flags = new Set<string>();
  for (const s of sources) {
    for (const m of s.matchAll(/\b(Key|Alias):\s*(?:"([\w-]+)"|(\w+))/g)) {
      const value = m[2] ?? consts.get(m[3]!);
      if (value) flags.add(m[1] === 'Alias' && value.length === 1 ? `-${value}` : `--${value}`);
    }
    for (const m of s.matchAll(/Flags\(\)\.\w+?(P?)\(\s*(?:&?[\w.[\]()]+\s*,\s*)?"([\w-]+)"\s*,\s*(?:"(\w?)")?/g)) {
      flags.add(`--${m[2]}`);
      if (m[1] === 'P' && m[3]) flags.add(`-${m[3]}`);
    }
  }
  // kubectl gadget takes kubectl's connection flags (k8s.io/cli-runtime genericclioptions) and cobra's help.
  if (sources.some((s) => s.includes('genericclioptions.NewConfigFlags'))) for (const f of KUBECTL_FLAGS) flags.add(f);
  // `ig login` adds the login flag set of containers/common (pkg/auth GetLoginFlags).
  if (sources.some((s) => s.includes('auth.GetLoginFlags'))) for (const f of LOGIN_FLAGS) flags.add(f);
  flags.add('--help');
  flags.add('-h');
  return [...flags].sort();
}

/** The flags containers/common's `auth.GetLoginFlags` registers. */
const LOGIN_FLAGS = ['--authfile', '--compat-auth-file', '--cert-dir', '--get-login', '--password', '-p', '--password-stdin', '--secret', '--username', '-u', '--verbose', '-v'];

/** The flags `genericclioptions.NewConfigFlags` registers. */
const KUBECTL_FLAGS = [
  '--as', '--as-group', '--as-uid', '--cache-dir', '--certificate-authority', '--client-certificate', '--client-key',
  '--cluster', '--context', '--disable-compression', '--insecure-skip-tls-verify', '--kubeconfig', '--namespace', '-n',
  '--request-timeout', '--server', '-s', '--tls-server-name', '--token', '--user',
];

/** Builds the record of one version from the mirror. */
export function extractVersion(repo: string, source: VersionSource): VersionFacts {
  const commit = git(repo, 'rev-parse', `${source.ref}^{commit}`).trim();
  const shared: StructTable = new Map();
  for (const f of listFiles(repo, commit, 'include/gadget').filter((p) => p.endsWith('.h'))) {
    parseStructs(show(repo, commit, f) ?? '', shared);
  }
  const wellKnown = wellKnownParams(show(repo, commit, 'pkg/operators/ebpf/params.go') ?? '');
  const gadgets: Record<string, GadgetFact> = {};
  const dirs = listFiles(repo, commit, 'gadgets').filter((f) => /^gadgets\/[^/]+\/gadget\.yaml$/.test(f));
  for (const yamlPath of dirs.sort()) {
    const dir = dirname(yamlPath);
    gadgets[dir.slice('gadgets/'.length)] = gadgetFact(repo, commit, dir, shared, wellKnown);
  }
  return {
    version: source.name,
    docs: source.docs,
    source: { repo: UPSTREAM, ref: source.ref, commit, note: source.note },
    commonFlags: commonFlags(repo, commit),
    gadgets,
  };
}

function main(): void {
  const args = process.argv.slice(2);
  const at = args.indexOf('--repo');
  const repo = at >= 0 ? args[at + 1] : process.env['IG_REPO'];
  if (!repo) throw new Error('usage: extract-gadget-facts.ts --repo <inspektor-gadget clone or mirror> [version...]');
  const names = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--repo');
  const outDir = join(dirname(fileURLToPath(import.meta.url)), '../../content/facts');
  mkdirSync(outDir, { recursive: true });
  for (const source of VERSION_SOURCES) {
    if (names.length > 0 && !names.includes(source.name)) continue;
    const facts = extractVersion(repo, source);
    writeFileSync(join(outDir, `${source.name}.json`), `${JSON.stringify(facts, null, 1)}\n`);
    console.log(`${source.name}: ${Object.keys(facts.gadgets).length} gadgets from ${source.ref} (${facts.source.commit.slice(0, 12)})`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
