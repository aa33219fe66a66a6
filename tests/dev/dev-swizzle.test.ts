import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@folio/core';
import { startDevServer } from '../../packages/core/src/dev/start.ts';
import { appCode } from '../helpers/devApp.ts';
import { copyFixture, writeFiles } from '../helpers/site.ts';

/** `folio start` picks up a file added to or removed from src/theme (issue 20 point 1). */

let siteDir: string;
let server: Awaited<ReturnType<typeof startDevServer>>;
const warnings: string[] = [];

beforeAll(async () => {
  siteDir = copyFixture('basic-site');
  const base = createLogger('folio', true);
  const logger = { ...base, warn: (m: string) => warnings.push(m), child: () => logger };
  server = await startDevServer({ siteDir, port: 0, host: '127.0.0.1', logger });
});

afterAll(async () => {
  await server?.close();
});

/** Reads the live-update channel until an event of this name arrives. */
async function nextEvent(stream: ReadableStreamDefaultReader<string>, name: string): Promise<void> {
  let buffer = '';
  for (;;) {
    const { value, done } = await stream.read();
    if (done) throw new Error('The live-update channel closed.');
    buffer += value;
    if (buffer.split('\n\n').some((block) => new RegExp(`^event: ${name}$`, 'm').test(block))) return;
  }
}

const SWIZZLED_FOOTER = [
  "import React from 'react';",
  "import Footer from '@theme-original/Footer';",
  '',
  'export default function FooterWrapper() {',
  '  return <><p>Swizzled in development</p><Footer /></>;',
  '}',
  '',
].join('\n');

describe('the development server and src/theme', () => {
  it('uses a swizzled file as soon as it is written, warns about a name Folio lacks, and goes back to the theme’s when it is removed', async () => {
    expect(await appCode(server.url, '/assets/js/main.js')).not.toContain('Swizzled in development');
    const events = await fetch(`${server.url}/__folio/events`);
    const stream = events.body!.pipeThrough(new TextDecoderStream()).getReader();
    // A change may reach the server as several (an editor's save, two files): read reloads until
    // one brings the app the test waits for, a few at most.
    const reloadUntil = async (swizzled: boolean): Promise<string> => {
      let app = '';
      for (let reloads = 0; reloads < 4; reloads++) {
        await nextEvent(stream, 'reload');
        app = await appCode(server.url, '/assets/js/main.js');
        if (app.includes('Swizzled in development') === swizzled) break;
      }
      return app;
    };
    writeFiles(siteDir, { 'src/theme/Footer/index.js': SWIZZLED_FOOTER, 'src/theme/NoSuchPart.js': 'export default function NoSuchPart() { return null; }\n' });
    const app = await reloadUntil(true);
    expect(app).toContain('Swizzled in development');
    // Folio's own footer is still in the app: the swizzled one wraps it.
    expect(app).toContain('footer__inner');
    expect(warnings.some((w) => w.startsWith('src/theme/NoSuchPart.js: Folio\'s theme has no component "NoSuchPart"'))).toBe(true);
    rmSync(path.join(siteDir, 'src/theme'), { recursive: true });
    const after = await reloadUntil(false);
    await stream.cancel();
    expect(after).not.toContain('Swizzled in development');
    expect(after).toContain('footer__inner');
  });
});
