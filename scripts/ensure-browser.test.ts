import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserSetupPlan } from './ensure-browser.mjs';

const SCRIPT = path.join(import.meta.dirname, 'ensure-browser.mjs');
const present = { chromiumPresent: true, fontsPresent: true, customChromium: false, root: false, apt: true };

describe('the browser set-up npm test runs first', () => {
  it('does nothing when Chromium and the fonts are there', () => {
    expect(browserSetupPlan(present)).toEqual({ action: 'ready' });
  });

  it('installs what is missing with apt-get when it runs as root', () => {
    expect(browserSetupPlan({ ...present, chromiumPresent: false, root: true })).toEqual({ action: 'install', packages: ['chromium'] });
    expect(browserSetupPlan({ ...present, chromiumPresent: false, fontsPresent: false, root: true })).toEqual({ action: 'install', packages: ['chromium', 'fonts-liberation'] });
  });

  it('otherwise stops with the one command to run', () => {
    const notRoot = browserSetupPlan({ ...present, chromiumPresent: false });
    expect(notRoot).toMatchObject({ action: 'stop' });
    expect(notRoot.action === 'stop' && notRoot.message).toContain('\n  sudo apt-get install -y chromium\n');
    const noApt = browserSetupPlan({ ...present, fontsPresent: false, root: true, apt: false });
    expect(noApt.action === 'stop' && noApt.message).toContain('\n  apt-get install -y fonts-liberation\n');
  });

  it('names FOLIO_CHROMIUM when it points at nothing, rather than installing a browser it would not use', () => {
    const plan = browserSetupPlan({ ...present, chromiumPresent: false, customChromium: true, root: true });
    expect(plan.action === 'stop' && plan.message).toMatch(/^FOLIO_CHROMIUM is .*, which does not exist/);
  });

  it('exits 1 at once with that message when run (here with FOLIO_CHROMIUM pointing at nothing)', () => {
    const result = spawnSync(process.execPath, [SCRIPT], { env: { ...process.env, FOLIO_CHROMIUM: '/nonexistent/chromium' }, encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('FOLIO_CHROMIUM is /nonexistent/chromium, which does not exist');
  });
});
