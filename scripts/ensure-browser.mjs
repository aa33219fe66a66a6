#!/usr/bin/env node
// Run by `npm test` before anything else: the browser tests need Debian's Chromium (and the
// Liberation fonts one layout test measures with). When they are missing, installs Debian's packages
// where it can (running as root, with apt-get), and otherwise stops at once with the one command to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Debian's Chromium, or the browser FOLIO_CHROMIUM names (as tests/helpers/browser.ts reads it). */
export const CHROMIUM = process.env.FOLIO_CHROMIUM ?? '/usr/bin/chromium';
/** A file of Debian's fonts-liberation, which tests/browser/layout-shift.test.ts loads. */
export const LIBERATION_FONT = '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf';
/** The packages that provide them. */
export const PACKAGES = ['chromium', 'fonts-liberation'];

/**
 * What to do, from what is there. Pure.
 * @param {{ chromiumPresent: boolean, fontsPresent: boolean, customChromium: boolean, root: boolean, apt: boolean }} state
 * @returns {{ action: 'ready' } | { action: 'install', packages: string[] } | { action: 'stop', message: string }}
 */
export function browserSetupPlan({ chromiumPresent, fontsPresent, customChromium, root, apt }) {
  if (chromiumPresent && fontsPresent) return { action: 'ready' };
  if (!chromiumPresent && customChromium) {
    return { action: 'stop', message: `FOLIO_CHROMIUM is ${CHROMIUM}, which does not exist. Point it at a Chromium binary, or unset it to use Debian's /usr/bin/chromium.` };
  }
  const packages = PACKAGES.filter((name) => (name === 'chromium' ? !chromiumPresent : !fontsPresent));
  if (root && apt) return { action: 'install', packages };
  const command = `${root ? '' : 'sudo '}apt-get install -y ${packages.join(' ')}`;
  return { action: 'stop', message: `The browser tests need ${packages.join(' and ')} (Debian packages), which are not installed. Install them with:\n\n  ${command}\n` };
}

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
}

function main() {
  const state = {
    chromiumPresent: existsSync(CHROMIUM),
    fontsPresent: existsSync(LIBERATION_FONT),
    customChromium: process.env.FOLIO_CHROMIUM !== undefined,
    root: process.getuid?.() === 0,
    apt: hasCommand('apt-get'),
  };
  const plan = browserSetupPlan(state);
  if (plan.action === 'ready') return 0;
  if (plan.action === 'stop') {
    console.error(plan.message);
    return 1;
  }
  console.log(`Installing ${plan.packages.join(' and ')} for the browser tests (Debian packages, apt-get)...`);
  const installed = run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', ...plan.packages]);
  if (installed && existsSync(CHROMIUM) && existsSync(LIBERATION_FONT)) return 0;
  console.error(`Installing ${plan.packages.join(' and ')} failed (see above). Install them with:\n\n  apt-get install -y ${plan.packages.join(' ')}\n`);
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(main());
