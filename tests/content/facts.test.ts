/**
 * Every doc of every version against the gadget facts of the toolkit release
 * it documents (`content/facts/<version>.json`, extracted from the toolkit's
 * gadget.yaml files and eBPF sources by `scripts/content/extract-gadget-facts.ts`):
 * flag and field tables of gadget pages, and the flags, `--filter`, `--fields`,
 * `--sort` and `-o columns=` of every `run` command in a code block.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCodeBlocks, checkCommand, checkTables, type VersionFacts } from './facts-check.ts';
import { CONTENT, readContentFiles } from './helpers.ts';

const FACTS_DIR = path.join(CONTENT, 'facts');
const ALL_FACTS = readdirSync(FACTS_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(path.join(FACTS_DIR, f), 'utf8')) as VersionFacts);

/** `gadgets/trace_exec.mdx` → `trace_exec`. */
const gadgetOfPage = (relativePath: string) => /^gadgets\/([a-z0-9_]+)\.mdx?$/.exec(relativePath)?.[1];

/** Problems of every Markdown file in one docs folder, as `content/<docsDir>/<path>:<line>: <message>`. */
function problemsOf(docsDir: string, facts: VersionFacts): string[] {
  const out: string[] = [];
  for (const file of readContentFiles(path.join(CONTENT, docsDir))) {
    const text = readFileSync(file.file, 'utf8');
    const where = `content/${docsDir}/${file.relativePath}`;
    const gadget = gadgetOfPage(file.relativePath);
    const findings = [
      ...checkCodeBlocks(text, facts),
      ...(gadget && facts.gadgets[gadget] ? checkTables(text, gadget, facts) : []),
    ];
    for (const f of findings.sort((a, b) => a.line - b.line)) out.push(`${where}:${f.line}: ${f.message}`);
  }
  return out;
}

describe('gadget facts record', () => {
  it('covers every docs folder once, each with a source ref and commit', () => {
    const folders = ['docs', ...readdirSync(path.join(CONTENT, 'versioned_docs')).map((d) => `versioned_docs/${d}`)];
    expect(ALL_FACTS.flatMap((f) => f.docs).sort()).toEqual(folders.sort());
    for (const facts of ALL_FACTS) {
      expect(facts.source.ref).toBeTruthy();
      expect(facts.source.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(Object.keys(facts.gadgets).length).toBeGreaterThan(20);
    }
  });
});

describe('docs agree with the gadget facts of their version', () => {
  for (const facts of ALL_FACTS) {
    for (const docsDir of facts.docs) {
      it(`${docsDir} (${facts.source.ref})`, () => {
        expect(problemsOf(docsDir, facts)).toEqual([]);
      });
    }
  }
});

describe('the checks catch wrong docs', () => {
  const facts = ALL_FACTS.find((f) => f.version === 'v0.43.0')!;

  it('flags a flat field name in --filter, --fields and --sort, and an unknown flag', () => {
    const page = [
      '```bash',
      "sudo ig run trace_exec:v0.43.0 --filter comm==cat --fields proc.comm,pid \\",
      '  --sort -uid --no-such-flag',
      '```',
    ].join('\n');
    expect(checkCodeBlocks(page, facts).map((f) => `${f.line}: ${f.message}`)).toEqual([
      '2: trace_exec has no field "comm" (in --filter comm==cat)',
      '2: trace_exec has no field "pid" (in --fields proc.comm,pid)',
      '2: trace_exec has no field "uid" (in --sort -uid)',
      '2: trace_exec has no flag --no-such-flag',
    ]);
  });

  it('flags sorting on a formatted field, an unknown flag of another subcommand and a word compared with a number', () => {
    const page = [
      '```bash',
      'sudo ig run top_file:v0.43.0 --sort=-wbytes',
      'kubectl gadget deploy --enable-bpfstats',
      'sudo ig run snapshot_socket:v0.43.0 --filter state==LISTEN',
      '```',
    ].join('\n');
    expect(checkCodeBlocks(page, facts).map((f) => `${f.line}: ${f.message}`)).toEqual([
      '2: --sort wbytes orders the formatted text; sort on wbytes_raw',
      '3: no flag --enable-bpfstats in this release (deploy command)',
      `4: snapshot_socket's state is a number; "LISTEN" in --filter never matches`,
    ]);
  });

  it('knows the fields a command adds with --annotate', () => {
    const command =
      "kubectl gadget run trace_exec:v0.43.0 --annotate 'exec:kubenameresolver.enable=true,exec:env.fields.region=REGION' --fields k8s.podIP,region";
    expect(checkCommand(command, 1, facts)).toEqual([]);
    expect(checkCommand('kubectl gadget run trace_exec:v0.43.0 --fields k8s.podIP', 1, facts)).toEqual([
      { line: 1, message: 'trace_exec has no field "k8s.podIP" (in --fields k8s.podIP)' },
    ]);
  });

  it('accepts structured names, datasource prefixes and common flags', () => {
    const command = "kubectl gadget run ghcr.io/inspektor-gadget/gadget/trace_exec:v0.43.0 -n default --filter 'proc.creds.uid!=0,proc.comm~^sh' --fields exec:k8s.podName,+args -o json";
    expect(checkCommand(command, 1, facts)).toEqual([]);
  });

  it('flags unknown fields and flags in tables, wrong defaults, missing parameters and a missing kernel version', () => {
    const page = [
      '| Flag | Default | Description |',
      '| --- | --- | --- |',
      '| `--ignore-failed` | `false` | x |',
      '| `--all-files` | | x |',
      '| `--pid`, `--tid`, `--uid`, `--gid`, `--comm` | none | x |',
      '',
      '| Field | Description |',
      '| --- | --- |',
      '| `proc.comm`, `comm` | x |',
    ].join('\n');
    expect(checkTables(page, 'trace_exec', facts).map((f) => `${f.line}: ${f.message}`)).toEqual([
      '3: flag table: --ignore-failed of trace_exec defaults to "true", the page says "false"',
      '4: flag table: trace_exec has no flag --all-files',
      '9: field table: trace_exec has no field "comm"',
      "1: flag table: trace_exec's parameter --paths is missing",
      '1: trace_exec needs Linux 5.4 or newer; the page does not say so',
    ]);
  });
});
