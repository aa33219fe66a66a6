#!/usr/bin/env node
/**
 * Dependency check, run by hand (not by CI: advisories change by themselves):
 *
 *   node scripts/audit.mjs
 *
 * 1. The lock file pins every dependency: each installed package has an exact version and an
 *    integrity hash (the tarball's sha512), and every dependency the workspaces declare is locked.
 * 2. `npm audit --omit=dev` reports no high or critical vulnerability in what the site ships with.
 *
 * Exit 0: both hold. Exit 1: a loose pin or a high/critical advisory (listed). Exit 2: the audit
 * could not run (no network, or a registry without the advisory endpoint), so nothing is known.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Problems with the lock file: packages without an exact pin, declared dependencies it lacks. Pure. */
export function checkLock(lock, manifests) {
  const problems = [];
  if (!(lock.lockfileVersion >= 2)) problems.push(`package-lock.json: lockfileVersion ${lock.lockfileVersion} has no "packages" map; run npm install with npm 7 or later.`);
  const packages = lock.packages ?? {};
  for (const [where, entry] of Object.entries(packages)) {
    if (where === '' || entry.link || !where.includes('node_modules/')) continue;
    if (!entry.version) problems.push(`package-lock.json: ${where} has no version.`);
    else if (!entry.integrity) problems.push(`package-lock.json: ${where}@${entry.version} has no integrity hash.`);
  }
  for (const { file, manifest } of manifests) {
    for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
      for (const name of Object.keys(manifest[field] ?? {})) {
        if (!packages[`node_modules/${name}`] && !packages[`${path.dirname(file)}/node_modules/${name}`]) problems.push(`${file}: ${field} "${name}" is not in package-lock.json; run npm install.`);
      }
    }
  }
  return problems;
}

/**
 * Reads `npm audit --json` output: the counts by severity and the high and critical advisories,
 * or the reason the audit did not run. Pure.
 */
export function summarizeAudit(report) {
  if (!report || typeof report !== 'object' || !report.metadata?.vulnerabilities) {
    const reason = report?.error?.summary || report?.message || 'npm audit gave no report';
    return { ran: false, reason: String(reason) };
  }
  const counts = report.metadata.vulnerabilities;
  const serious = Object.values(report.vulnerabilities ?? {})
    .filter((v) => v.severity === 'high' || v.severity === 'critical')
    .map((v) => ({
      name: v.name,
      severity: v.severity,
      range: v.range,
      advisories: (v.via ?? []).filter((via) => typeof via === 'object').map((via) => `${via.title} (${via.url})`),
      fix: v.fixAvailable === true ? 'npm audit fix' : v.fixAvailable ? `upgrade ${v.fixAvailable.name} to ${v.fixAvailable.version}` : 'no fix yet',
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { ran: true, counts, serious };
}

function readJson(file) {
  return JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
}

function workspaceManifests() {
  const root = readJson('package.json');
  const files = ['package.json'];
  for (const pattern of root.workspaces ?? []) {
    const base = pattern.replace(/\/\*$/, '');
    const list = pattern.endsWith('/*') ? spawnSync('ls', [path.join(ROOT, base)], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean).map((d) => `${base}/${d}/package.json`) : [`${base}/package.json`];
    files.push(...list);
  }
  return files.flatMap((file) => {
    try {
      return [{ file, manifest: readJson(file) }];
    } catch {
      return [];
    }
  });
}

function main() {
  let failed = false;
  const lockProblems = checkLock(readJson('package-lock.json'), workspaceManifests());
  if (lockProblems.length) {
    failed = true;
    const shown = lockProblems.slice(0, 20).map((p) => `  - ${p}`);
    if (lockProblems.length > 20) shown.push(`  - … and ${lockProblems.length - 20} more`);
    console.log(`✗ Lock file: ${lockProblems.length} problem${lockProblems.length > 1 ? 's' : ''}:\n${shown.join('\n')}`);
  } else {
    const count = Object.keys(readJson('package-lock.json').packages ?? {}).filter((k) => k.includes('node_modules/')).length;
    console.log(`✓ Lock file: all ${count} packages pinned to a version and an integrity hash; every declared dependency locked.`);
  }

  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  let report;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    report = { message: (run.stderr || run.error?.message || 'no output').trim().split('\n').pop() };
  }
  const audit = summarizeAudit(report);
  if (!audit.ran) {
    console.log(`? npm audit --omit=dev could not run: ${audit.reason}\n  Nothing is known about advisories. Run it where the npm registry's audit endpoint is reachable.`);
    return failed ? 1 : 2;
  }
  const { counts } = audit;
  const line = ['critical', 'high', 'moderate', 'low', 'info'].map((s) => `${counts[s] ?? 0} ${s}`).join(', ');
  if (audit.serious.length) {
    failed = true;
    console.log(`✗ npm audit --omit=dev: ${line}. High and critical:`);
    for (const v of audit.serious) console.log(`  - ${v.name} ${v.range} (${v.severity}): ${v.advisories.join('; ') || 'through a dependency'}; fix: ${v.fix}`);
  } else {
    console.log(`✓ npm audit --omit=dev: ${line}; nothing high or critical.`);
  }
  return failed ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main();
