import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createLogger } from '@folio/core';
import { startDevServer } from '../../packages/core/src/dev/start.ts';
import { copyFixture } from '../helpers/site.ts';
import { removeLater } from '../helpers/tmp.ts';

it('keeps serving when the background compile fails (its cache folder gone), with a warning', async () => {
  const siteDir = copyFixture('docs-site');
  const warnings: string[] = [];
  const base = createLogger('folio', true);
  // Errors too (the app, whose entries were in that folder, fails to bundle): kept out of the test output.
  const logger = { ...base, warn: (message: string) => warnings.push(message), error: () => undefined, child: () => logger };
  const server = await startDevServer({ siteDir, port: 0, host: '127.0.0.1', logger });
  try {
    // A file where the cache folder was: the background compile (which starts later) cannot write
    // its worker script. Moved, not deleted: the app's bundle may be writing into it right now.
    const moved = `${siteDir}-old-cache`;
    removeLater(moved);
    renameSync(path.join(siteDir, '.folio'), moved);
    writeFileSync(path.join(siteDir, '.folio'), 'not a folder');
    await server.warmed;
    expect(warnings.join('\n')).toMatch(/The background compile stopped/);
    expect((await fetch(`${server.url}/docs/next/intro`)).status).toBe(200);
  } finally {
    await server.close();
  }
});
