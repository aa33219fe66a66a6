import { describe, expect, it } from 'vitest';

type Summary = { ran: boolean; reason?: string; counts?: Record<string, number>; serious?: { name: string; severity: string; advisories: string[]; fix: string }[] };
// scripts/audit.mjs is run by hand; only its pure readers are tested here (no network).
const audit = (await import('../../scripts/audit.mjs' as string)) as {
  summarizeAudit(report: unknown): Summary;
  checkLock(lock: unknown, manifests: { file: string; manifest: unknown }[]): string[];
};

describe('scripts/audit.mjs', () => {
  it('lists high and critical advisories with their fix, and only those', () => {
    const summary = audit.summarizeAudit({
      metadata: { vulnerabilities: { info: 0, low: 1, moderate: 0, high: 1, critical: 1, total: 3 } },
      vulnerabilities: {
        low: { name: 'low', severity: 'low', range: '<1', via: [], fixAvailable: true },
        b: { name: 'b', severity: 'high', range: '<2.1.0', via: [{ title: 'ReDoS', url: 'https://github.com/advisories/GHSA-1' }], fixAvailable: { name: 'b', version: '2.1.0' } },
        a: { name: 'a', severity: 'critical', range: '*', via: ['b'], fixAvailable: false },
      },
    });
    expect(summary.ran).toBe(true);
    expect(summary.serious).toEqual([
      { name: 'a', severity: 'critical', range: '*', advisories: [], fix: 'no fix yet' },
      { name: 'b', severity: 'high', range: '<2.1.0', advisories: ['ReDoS (https://github.com/advisories/GHSA-1)'], fix: 'upgrade b to 2.1.0' },
    ]);
  });

  it('says why when the audit could not run, rather than passing', () => {
    expect(audit.summarizeAudit({ message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk' })).toEqual({
      ran: false,
      reason: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
  });

  it('finds packages the lock file does not pin and declared dependencies it lacks', () => {
    const lock = { lockfileVersion: 3, packages: { '': {}, 'node_modules/a': { version: '1.0.0', integrity: 'sha512-x' }, 'node_modules/b': { version: '2.0.0' }, 'node_modules/@folio/core': { link: true } } };
    expect(audit.checkLock(lock, [{ file: 'package.json', manifest: { dependencies: { a: '^1', c: '^3' } } }])).toEqual([
      'package-lock.json: node_modules/b@2.0.0 has no integrity hash.',
      'package.json: dependencies "c" is not in package-lock.json; run npm install.',
    ]);
  });
});
