/**
 * Copies the latest docs (`content/docs/`) into every versioned docs folder.
 *
 * Run: `npx tsx scripts/content/copy-versions.ts` (add `--check` to only report
 * what would change, exiting 1 if anything would).
 *
 * For each version in the table below, every file of `content/docs/` is written
 * to `content/versioned_docs/version-<name>/` with the release string of latest
 * rewritten for that version. Hand-written paths of a version are never
 * written nor deleted; excluded paths are not copied. Files left over in a
 * version folder that no longer exist in latest are removed. Running the script
 * twice changes nothing the second time.
 *
 * Everything that decides *what* to write is pure and exported (see
 * `planVersion`); only `main()` touches the disk.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The release that `content/docs/` documents; every page writes it exactly like this. */
export const LATEST_RELEASE = 'v0.43.0';

/** How one version folder is produced from latest. */
export interface VersionRule {
  /** Version name, as in `content/versions.json`. */
  readonly name: string;
  /** Rewrites the text of a copied page for this version. */
  readonly rewrite: (text: string) => string;
  /** Glob-ish paths (relative to the docs root) maintained by hand: never overwritten, never removed. */
  readonly handWritten: readonly string[];
  /** Paths of latest that this version does not have: not copied, and links to them are unlinked. */
  readonly excluded: readonly string[];
}

/** Replaces every occurrence of the latest release string by `version`. */
export function replaceRelease(text: string, version: string): string {
  return text.split(LATEST_RELEASE).join(version);
}

/** The `major.minor` release line of a `vX.Y.Z` version string, for example `0.43` for `v0.43.0`. */
export function releaseLine(version: string): string {
  const match = /^v?(\d+)\.(\d+)\.\d+$/.exec(version);
  if (!match) throw new Error(`not a release version: ${version}`);
  return `${match[1]}.${match[2]}`;
}

/**
 * Rewrites a latest page for an older release.
 *
 * Besides the exact release string (`v0.43.0` becomes `v0.42.0`), every other
 * mention of latest's release line is moved to the older line, so that a page
 * stays consistent with itself: the release branch `release-v0.43`, a patch
 * tag such as `v0.43.1`, a supported range such as `v0.43.x` and a Helm chart
 * version without the `v` (`0.43.0`) all follow. A number is only rewritten
 * when it stands alone (`10.43` or `0.431` are left untouched).
 */
export function rewriteForRelease(text: string, version: string): string {
  const line = escapeRegExp(releaseLine(LATEST_RELEASE));
  return replaceRelease(text, version).replace(
    new RegExp(`(?<![\\d.])${line}(?!\\d)`, 'g'),
    releaseLine(version),
  );
}

/**
 * Rewrites a latest page for the development branch.
 *
 * Decision: a page of `main` describes unreleased code, so gadget images and
 * references use the moving `latest` tag (`trace_exec:latest`, which the
 * project rebuilds from the main branch); Go module pins, source links and
 * `git checkout` / `git clone --branch` of the sources point at the `main`
 * branch, so building from source gives the code the page describes. Release
 * download URLs keep the newest published release, because a development
 * build has no release assets of its own. Any remaining prose mention of the
 * latest release stays as it is: it is still the newest release when reading
 * the main docs.
 */
export function rewriteForMain(text: string): string {
  const v = escapeRegExp(LATEST_RELEASE);
  return text
    .replace(new RegExp(`:${v}\\b`, 'g'), ':latest')
    .replace(new RegExp(`@${v}\\b`, 'g'), '@main')
    .replace(new RegExp(`/(tree|blob)/${v}/`, 'g'), '/$1/main/')
    .replace(new RegExp(`(git checkout|--branch)(\\s+)${v}\\b`, 'g'), '$1$2main');
}

/** Pages that document `--filter-expr`, which older releases do not have. */
const FILTER_PAGES = ['reference/run.md', 'spec/operators/filter.md'];

/** Pages that name the server configuration keys of the hook mode or the deploy and undeploy flags. */
const SERVER_CONFIG_PAGES = [
  'reference/install-kubernetes.md',
  'reference/configuration.md',
  'reference/manifests.md',
  'spec/operators/kubemanager.md',
];

/** Pages that set server configuration with `--daemon-config`, which v0.41.0 replaces with deploy flags. */
const DEPLOY_FLAG_PAGES = [
  'reference/insecure-registries.md',
  'reference/restricting-gadgets.md',
  'reference/verify-assets.md',
  'reference/disallow-pulling.md',
  'reference/export-metrics.md',
  'reference/export-logs.md',
  'gadget-devel/signing.md',
];

/** The versions this script maintains, newest first, with their hand-written paths. */
export const VERSION_RULES: readonly VersionRule[] = [
  { name: 'v0.43.0', rewrite: (text) => text, handWritten: [], excluded: [] },
  {
    name: 'v0.42.0',
    rewrite: (text) => rewriteForRelease(text, 'v0.42.0'),
    // Pages whose flags or configuration keys differ from latest (no --filter-expr; hook mode as the
    // top-level `hook-mode` key and a deprecated deploy flag; undeploy always deletes the namespace).
    handWritten: [...FILTER_PAGES, ...SERVER_CONFIG_PAGES],
    excluded: [],
  },
  {
    name: 'v0.41.0',
    rewrite: (text) => rewriteForRelease(text, 'v0.41.0'),
    handWritten: [
      'gadgets/index.mdx',
      'gadgets/trace_tcpconnect.mdx',
      'gadgets/builtin/**',
      'legacy/**',
      // No --daemon-config yet: the server configuration is written from deploy flags.
      ...FILTER_PAGES,
      ...SERVER_CONFIG_PAGES,
      ...DEPLOY_FLAG_PAGES,
      // Operators whose fields or parameters changed after this release.
      'spec/operators/process.md',
      'spec/operators/socketenricher.md',
      // Gadgets whose parameters or fields differ from latest's release (see content/facts/v0.41.0.json).
      'gadgets/bpfstats.mdx',
      'gadgets/top_process.mdx',
      'gadgets/trace_exec.mdx',
      'gadgets/trace_tcp.mdx',
    ],
    // This release had no root overview page.
    excluded: ['index.md'],
  },
  {
    name: 'main',
    rewrite: rewriteForMain,
    // top_process gained parameters and fields on main (see content/facts/main.json).
    handWritten: ['gadgets/ttysnoop.mdx', 'gadgets/top_process.mdx'],
    excluded: [],
  },
];

/**
 * Tells whether `path` matches a glob-ish `pattern`: `**` matches any number of
 * characters including `/`, `*` matches within one path segment, anything else
 * must be equal.
 */
export function matchesPattern(path: string, pattern: string): boolean {
  const source = pattern
    .split('**')
    .map((part) => part.split('*').map(escapeRegExp).join('[^/]*'))
    .join('.*');
  return new RegExp(`^${source}$`).test(path);
}

/** Tells whether a docs-relative path is hand-written in `rule`'s version. */
export function isHandWritten(rule: VersionRule, path: string): boolean {
  return rule.handWritten.some((pattern) => matchesPattern(path, pattern));
}

/** Tells whether a docs-relative path of latest is left out of `rule`'s version. */
export function isExcluded(rule: VersionRule, path: string): boolean {
  return rule.excluded.some((pattern) => matchesPattern(path, pattern));
}

/**
 * Turns Markdown links that point at an excluded page into plain text, so a
 * copied page never links to a file its version does not have. `from` is the
 * docs-relative path of the page holding the links.
 */
export function unlinkExcluded(text: string, from: string, rule: VersionRule): string {
  if (rule.excluded.length === 0) return text;
  return text.replace(/(!?)\[([^\]]*)\]\(([^)\s]+)\)/g, (link, bang: string, label: string, target: string) => {
    if (bang || /^[a-z][a-z0-9+.-]*:|^\/|^#/i.test(target)) return link;
    const file = target.split('#')[0] ?? '';
    const resolved = posix.normalize(posix.join(posix.dirname(from), file));
    return isExcluded(rule, resolved) ? label : link;
  });
}

/** Text files get rewritten; anything else (images, JSON) is copied byte for byte. */
export function isTextPage(path: string): boolean {
  return /\.mdx?$/.test(path);
}

/** Produces the content of one copied file for `rule`'s version. */
export function buildVersionedText(rule: VersionRule, path: string, text: string): string {
  return unlinkExcluded(rule.rewrite(text), path, rule);
}

/** One change to a version folder. */
export type Change =
  | { readonly kind: 'write'; readonly path: string; readonly content: Buffer }
  | { readonly kind: 'remove'; readonly path: string };

/** What the script sees of latest and of one version folder (docs-relative paths). */
export interface VersionInput {
  /** Files of latest and their content. */
  readonly latest: ReadonlyMap<string, Buffer>;
  /** Files currently in the version folder and their content. */
  readonly current: ReadonlyMap<string, Buffer>;
}

/** Lists the writes and removals that bring one version folder up to date; empty when it already is. */
export function planVersion(rule: VersionRule, input: VersionInput): Change[] {
  const changes: Change[] = [];
  for (const [path, source] of [...input.latest].sort(byPath)) {
    if (isHandWritten(rule, path) || isExcluded(rule, path)) continue;
    const content = isTextPage(path)
      ? Buffer.from(buildVersionedText(rule, path, source.toString('utf8')), 'utf8')
      : source;
    const existing = input.current.get(path);
    if (!existing || !existing.equals(content)) changes.push({ kind: 'write', path, content });
  }
  for (const path of [...input.current.keys()].sort()) {
    const keep = isHandWritten(rule, path) || (input.latest.has(path) && !isExcluded(rule, path));
    if (!keep) changes.push({ kind: 'remove', path });
  }
  return changes;
}

/** Hand-written paths of `rule` that are plain file names but missing from the version folder. */
export function missingHandWritten(rule: VersionRule, current: ReadonlyMap<string, Buffer>): string[] {
  return rule.handWritten.filter((pattern) => !pattern.includes('*') && !current.has(pattern));
}

function byPath(a: [string, Buffer], b: [string, Buffer]): number {
  return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Reads every file under `root` into a map keyed by POSIX path relative to `root`. */
function loadTree(root: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  if (!existsSync(root)) return files;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const absolute = join(entry.parentPath, entry.name);
    files.set(relative(root, absolute).split(sep).join('/'), readFileSync(absolute));
  }
  return files;
}

/** Removes now-empty folders between `path`'s folder and `root`. */
function pruneEmptyDirs(root: string, path: string): void {
  for (let dir = dirname(join(root, path)); dir.startsWith(root) && dir !== root; dir = dirname(dir)) {
    if (readdirSync(dir).length > 0) return;
    rmdirSync(dir);
  }
}

function main(): void {
  const contentDir = join(dirname(fileURLToPath(import.meta.url)), '../../content');
  const checkOnly = process.argv.includes('--check');
  const versions = JSON.parse(readFileSync(join(contentDir, 'versions.json'), 'utf8')) as string[];
  const latest = loadTree(join(contentDir, 'docs'));
  let pending = 0;
  for (const name of versions) {
    const rule = VERSION_RULES.find((candidate) => candidate.name === name);
    if (!rule) throw new Error(`content/versions.json lists "${name}", which has no rule in copy-versions.ts`);
    const root = join(contentDir, 'versioned_docs', `version-${name}`);
    const current = loadTree(root);
    const changes = planVersion(rule, { latest, current });
    pending += changes.length;
    for (const change of checkOnly ? [] : changes) {
      const target = join(root, change.path);
      if (change.kind === 'write') {
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, change.content);
      } else {
        rmSync(target);
        pruneEmptyDirs(root, change.path);
      }
    }
    const writes = changes.filter((change) => change.kind === 'write').length;
    console.log(`${name}: ${writes} written, ${changes.length - writes} removed${checkOnly ? ' (check only)' : ''}`);
    for (const path of missingHandWritten(rule, current)) {
      console.warn(`${name}: hand-written page ${path} is missing`);
    }
  }
  if (checkOnly && pending > 0) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
