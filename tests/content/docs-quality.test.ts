import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LATEST_RELEASE } from '../../scripts/content/copy-versions.ts';
import { CONTENT, countWords, PLACEHOLDER, readContentFiles, type ContentFile } from './helpers.ts';

const VERSION_DIRS = [
  ['latest', path.join(CONTENT, 'docs')],
  ...readdirSync(path.join(CONTENT, 'versioned_docs')).map((d) => [d.replace(/^version-/, ''), path.join(CONTENT, 'versioned_docs', d)]),
] as [string, string][];

const isIndexDoc = (relativePath: string) => /(^|\/)index\.mdx?$/.test(relativePath);
/** An image-based gadget page, such as `gadgets/trace_exec.mdx`. */
const isImageGadgetPage = (relativePath: string) => /^gadgets\/[a-z_]+\.mdx$/.test(relativePath) && !relativePath.includes('switching_to') && !isIndexDoc(relativePath);
/** A built-in gadget page of v0.41.0, such as `gadgets/builtin/trace/exec.mdx` (the requirements page one level up is not one). */
const isBuiltinGadgetPage = (relativePath: string) => /^gadgets\/builtin\/[a-z]+\/[a-z-]+\.mdx?$/.test(relativePath);
const isGadgetPage = (relativePath: string) => isImageGadgetPage(relativePath) || isBuiltinGadgetPage(relativePath);

/** The bodies of the TabItems inside the Tabs elements of a page. */
function tabItems(body: string): string[] {
  const items: string[] = [];
  for (const tabs of body.matchAll(/<Tabs\b[^>]*>([\s\S]*?)<\/Tabs>/g)) {
    for (const item of tabs[1]!.matchAll(/<TabItem\b[^>]*>([\s\S]*?)<\/TabItem>/g)) items.push(item[1]!);
  }
  return items;
}

/**
 * Why a gadget page does not show the gadget on Kubernetes and on a Linux host side by side in Tabs, or
 * `undefined` when it does. Image-based gadgets run with `kubectl gadget run` and `ig run` (or
 * `gadgetctl run` against an `ig daemon`, as bpfstats needs); a built-in
 * gadget runs as `kubectl gadget <category> ...` (traceloop: `kubectl gadget traceloop`) and its tab for
 * the host shows an `ig` command.
 */
function tabsProblem(file: ContentFile): string | undefined {
  if (!file.relativePath.endsWith('.mdx')) return 'uses Tabs, so it must be an .mdx file';
  if (!/^import Tabs from '@theme\/Tabs';$/m.test(file.body) || !/^import TabItem from '@theme\/TabItem';$/m.test(file.body)) {
    return 'does not import Tabs and TabItem from @theme';
  }
  const items = tabItems(file.body);
  const category = /^gadgets\/builtin\/([a-z]+)\//.exec(file.relativePath)?.[1];
  const kubectl = category ? new RegExp(`kubectl gadget (${category}|traceloop) `) : /kubectl gadget run /;
  const ig = category ? /(^|\s)(sudo )?ig (run|advise|audit|profile|snapshot|top|trace|traceloop) /m : /(^|\s)(sudo )?(ig|gadgetctl) run /m;
  const kubectlTab = items.findIndex((item) => kubectl.test(item));
  const igTab = items.findIndex((item, index) => index !== kubectlTab && ig.test(item));
  if (kubectlTab < 0) return `has no TabItem running ${kubectl.source}`;
  if (igTab < 0) return 'has no other TabItem with an ig command';
  return undefined;
}

/** `0.43` for `v0.43.0`. */
const releaseLineOf = (version: string) => /^v?(\d+\.\d+)\.\d+$/.exec(version)?.[1];
const VERSIONS_JSON = JSON.parse(readFileSync(path.join(CONTENT, 'versions.json'), 'utf8')) as string[];
/** Every release line the site documents, newest first: 0.43, 0.42, 0.41. */
const RELEASE_LINES = VERSIONS_JSON.map(releaseLineOf).filter((line): line is string => line !== undefined);
/** The release lines a page of a version's release pages may name: its own, or for main the newest release. */
const OWN_LINE: Record<string, string> = Object.fromEntries(
  VERSION_DIRS.map(([version]) => [
    version,
    version === 'latest' || version === 'main' ? releaseLineOf(LATEST_RELEASE)! : releaseLineOf(version)!,
  ]),
);
/** The release lines a text names, as `v0.42`, `v0.42.1`, `v0.42.x`, `release-v0.42` or a chart version `0.42.0`. */
const namedReleaseLines = (text: string) =>
  RELEASE_LINES.filter((line) => new RegExp(`(?<![\\d.])v?${line.replace('.', '\\.')}(?!\\d)`).test(text));
/** Pages that must speak of their own version's release line only. */
const RELEASE_PAGES = ['SECURITY.md', 'devel/release-process.md', 'reference/install-linux.md', 'reference/install-kubernetes.md'];

describe.each(VERSION_DIRS)('docs of %s', (version, dir) => {
  const files = readContentFiles(dir);

  it('has a title and a description on every page', () => {
    const missing = files.filter((f) => typeof f.frontMatter.title !== 'string' || typeof f.frontMatter.description !== 'string').map((f) => f.relativePath);
    expect(missing).toEqual([]);
  });

  it('has no page under 150 words, and no gadget page under 350', () => {
    const short = files
      .filter((f) => !isIndexDoc(f.relativePath))
      .map((f) => ({ page: f.relativePath, words: countWords(f.body), min: isGadgetPage(f.relativePath) ? 350 : 150 }))
      .filter((p) => p.words < p.min);
    expect(short).toEqual([]);
  });

  it('shows every gadget on Kubernetes and on a Linux host side by side in Tabs', () => {
    const gadgetPages = files.filter((f) => isGadgetPage(f.relativePath));
    expect(gadgetPages.length).toBeGreaterThan(0);
    if (version === 'v0.41.0') expect(gadgetPages.filter((f) => isBuiltinGadgetPage(f.relativePath)).length).toBe(28);
    const problems = gadgetPages.map((f) => [f.relativePath, tabsProblem(f)]).filter(([, problem]) => problem);
    expect(problems).toEqual([]);
  });

  it('uses Tabs only in .mdx files', () => {
    expect(files.filter((f) => f.relativePath.endsWith('.md') && /<Tabs\b/.test(f.body)).map((f) => f.relativePath)).toEqual([]);
  });

  it('names its own release line, and no other, in the security policy, release process and install guides', () => {
    for (const page of RELEASE_PAGES) {
      const file = files.find((f) => f.relativePath === page);
      expect(file, page).toBeDefined();
      // main documents unreleased code: the newest release is the only one it can name, next to the branch itself.
      expect(namedReleaseLines(file!.body), `${version}/${page}`).toEqual([OWN_LINE[version]]);
      if (version === 'main') {
        expect(file!.body, `${version}/${page}`).toMatch(/`main`|:latest\b/);
        expect(file!.body, `${version}/${page} pins a release image tag`).not.toMatch(/:v\d+\.\d+\.\d+\b/);
      }
    }
  });

  it('has no placeholder text', () => {
    expect(files.filter((f) => PLACEHOLDER.test(f.body)).map((f) => f.relativePath)).toEqual([]);
  });

  it('has no two pages with the same text', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const f of files) {
      const key = f.body.replace(/\s+/g, ' ').trim();
      if (seen.has(key)) duplicates.push(`${seen.get(key)} = ${f.relativePath}`);
      seen.set(key, f.relativePath);
    }
    expect(duplicates).toEqual([]);
  });

  it('ends every category index doc with a DocCardList', () => {
    const indexes = files.filter((f) => /^(gadgets|gadget-devel|spec\/operators)\/index\.mdx$/.test(f.relativePath));
    expect(indexes.length).toBe(3);
    for (const f of indexes) expect(f.body.trim().endsWith('<DocCardList />'), f.relativePath).toBe(true);
  });

  it('holds the version differences of the spec', () => {
    expect(existsSync(path.join(dir, 'gadgets/ttysnoop.mdx'))).toBe(version === 'main');
    expect(existsSync(path.join(dir, 'gadgets/trace_tcpconnect.mdx'))).toBe(version === 'v0.41.0');
    expect(existsSync(path.join(dir, 'legacy'))).toBe(version === 'v0.41.0');
    expect(existsSync(path.join(dir, 'gadgets/builtin'))).toBe(version === 'v0.41.0');
    expect(existsSync(path.join(dir, 'index.md'))).toBe(version !== 'v0.41.0');
  });
});

describe('the docs as a whole', () => {
  it('uses at least three Mermaid diagrams and Tabs in latest', () => {
    const files = readContentFiles(path.join(CONTENT, 'docs'));
    expect(files.filter((f) => f.body.includes('```mermaid')).length).toBeGreaterThanOrEqual(3);
    expect(files.filter((f) => f.body.includes('<Tabs')).length).toBeGreaterThanOrEqual(30);
  });

  it('names each version in its install commands', () => {
    const latest = readContentFiles(path.join(CONTENT, 'docs')).find((f) => f.relativePath === 'reference/install-linux.md')!;
    const old = readContentFiles(path.join(CONTENT, 'versioned_docs/version-v0.42.0')).find((f) => f.relativePath === 'reference/install-linux.md')!;
    expect(latest.body).toContain('v0.43.0');
    expect(old.body).toContain('v0.42.0');
    expect(old.body).not.toContain('v0.43.0');
  });
});
