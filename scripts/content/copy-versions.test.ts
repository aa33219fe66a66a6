import { describe, it, expect } from 'vitest';
import {
  VERSION_RULES,
  matchesPattern,
  planVersion,
  releaseLine,
  replaceRelease,
  rewriteForMain,
  rewriteForRelease,
  unlinkExcluded,
  type VersionRule,
} from './copy-versions.ts';

function rule(name: string): VersionRule {
  const found = VERSION_RULES.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no rule for ${name}`);
  return found;
}

function tree(files: Record<string, string>): Map<string, Buffer> {
  return new Map(Object.entries(files).map(([path, text]) => [path, Buffer.from(text)]));
}

describe('copy-versions', () => {
  it('has one rule per entry of versions.json, in the same order', async () => {
    const { default: versions } = await import('../../content/versions.json');
    expect(VERSION_RULES.map((r) => r.name)).toEqual(versions);
  });

  it('matches glob-ish patterns', () => {
    expect(matchesPattern('legacy/crds/gadgets/bindsnoop.md', 'legacy/**')).toBe(true);
    expect(matchesPattern('legacyx/a.md', 'legacy/**')).toBe(false);
    expect(matchesPattern('gadgets/index.mdx', 'gadgets/*.mdx')).toBe(true);
    expect(matchesPattern('gadgets/builtin/top/file.md', 'gadgets/*.md')).toBe(false);
  });

  it('rewrites the release string for released versions and for main', () => {
    expect(replaceRelease('kubectl gadget run trace_exec:v0.43.0', 'v0.42.0')).toBe(
      'kubectl gadget run trace_exec:v0.42.0',
    );
    const page = [
      'sudo ig run ghcr.io/inspektor-gadget/gadget/trace_open:v0.43.0',
      'go get github.com/inspektor-gadget/inspektor-gadget@v0.43.0',
      'https://github.com/inspektor-gadget/inspektor-gadget/blob/v0.43.0/README.md',
      'git checkout v0.43.0 && git clone --depth 1 --branch v0.43.0 https://github.com/x/y.git',
      'https://github.com/inspektor-gadget/inspektor-gadget/releases/download/v0.43.0/ig-linux-amd64-v0.43.0.tar.gz',
    ].join('\n');
    expect(rewriteForMain(page)).toBe(
      [
        'sudo ig run ghcr.io/inspektor-gadget/gadget/trace_open:latest',
        'go get github.com/inspektor-gadget/inspektor-gadget@main',
        'https://github.com/inspektor-gadget/inspektor-gadget/blob/main/README.md',
        'git checkout main && git clone --depth 1 --branch main https://github.com/x/y.git',
        'https://github.com/inspektor-gadget/inspektor-gadget/releases/download/v0.43.0/ig-linux-amd64-v0.43.0.tar.gz',
      ].join('\n'),
    );
  });

  it('moves every mention of the latest release line to an older release line', () => {
    expect(releaseLine('v0.43.0')).toBe('0.43');
    const page = [
      'git switch -c release-v0.43 v0.43.0',
      'git tag -s -a v0.43.1 -m "Release v0.43.1"',
      '| Latest release (v0.43.x) | Yes |',
      'helm install gadget gadget/gadget --version 0.43.0',
      'an address 10.0.43.7, a ratio 10.43 and a value 0.431 stay as they are',
    ].join('\n');
    expect(rewriteForRelease(page, 'v0.42.0')).toBe(
      [
        'git switch -c release-v0.42 v0.42.0',
        'git tag -s -a v0.42.1 -m "Release v0.42.1"',
        '| Latest release (v0.42.x) | Yes |',
        'helm install gadget gadget/gadget --version 0.42.0',
        'an address 10.0.43.7, a ratio 10.43 and a value 0.431 stay as they are',
      ].join('\n'),
    );
    expect(rule('v0.41.0').rewrite(page)).toContain('release-v0.41 v0.41.0');
  });

  it('unlinks links to pages a version does not have', () => {
    const text = 'See the [overview](../index.md#intro) and [exec](./trace_exec.mdx).';
    expect(unlinkExcluded(text, 'gadgets/trace_open.mdx', rule('v0.41.0'))).toBe(
      'See the overview and [exec](./trace_exec.mdx).',
    );
    expect(unlinkExcluded(text, 'gadgets/trace_open.mdx', rule('v0.42.0'))).toBe(text);
  });

  it('plans writes, skips hand-written and excluded pages, and removes stale copies', () => {
    const latest = tree({
      'index.md': 'home v0.43.0',
      'gadgets/trace_open.mdx': 'trace_open:v0.43.0',
      'gadgets/index.mdx': 'gadget list',
    });
    const current = tree({
      'gadgets/old.mdx': 'gone from latest',
      'gadgets/index.mdx': 'hand-written list',
      'legacy/prometheus.md': 'hand-written',
    });
    const changes = planVersion(rule('v0.41.0'), { latest, current });
    expect(changes.map((c) => `${c.kind} ${c.path}`)).toEqual(['write gadgets/trace_open.mdx', 'remove gadgets/old.mdx']);
    const written = changes[0];
    expect(written?.kind === 'write' && written.content.toString()).toBe('trace_open:v0.41.0');
  });

  it('is idempotent: applying a plan leaves nothing to do', () => {
    const latest = tree({ 'index.md': 'v0.43.0', 'a/b.md': '[home](../index.md) v0.43.0', 'a/_category_.json': '{}' });
    for (const r of VERSION_RULES) {
      const current = new Map<string, Buffer>();
      for (const change of planVersion(r, { latest, current })) {
        if (change.kind === 'write') current.set(change.path, change.content);
        else current.delete(change.path);
      }
      expect(planVersion(r, { latest, current })).toEqual([]);
    }
  });
});
