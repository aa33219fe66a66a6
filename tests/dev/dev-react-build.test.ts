import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '@folio/core';
import { startDevServer } from '../../packages/core/src/dev/start.ts';
import { appCode } from '../helpers/devApp.ts';
import { copyFixture } from '../helpers/site.ts';

/** Which React build the development server sends (issue 10, point 5: pages behave as in the built site). */

let server: Awaited<ReturnType<typeof startDevServer>> | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Every script the page's entry loads statically, joined. */
async function pageAppCode(origin: string, pagePath: string): Promise<string> {
  const html = await (await fetch(`${origin}${pagePath}`)).text();
  return appCode(origin, /<script type="module" src="([^"]+)"/.exec(html)![1]!);
}

describe('the React build of the development server', () => {
  it('is the production build, as in the built site, by default', async () => {
    server = await startDevServer({ siteDir: copyFixture('basic-site'), port: 0, host: '127.0.0.1', logger: createLogger('folio', true) });
    const code = await pageAppCode(server.url, '/');
    expect(code).toContain('react-dom/cjs/react-dom-client.production');
    expect(code).not.toContain('react-dom-client.development');
  });

  it('is the development build, with its warnings, with --react-dev', async () => {
    server = await startDevServer({ siteDir: copyFixture('basic-site'), port: 0, host: '127.0.0.1', logger: createLogger('folio', true), reactDevelopment: true });
    const code = await pageAppCode(server.url, '/');
    expect(code).toContain('react-dom-client.development');
    expect(code).not.toContain('react-dom-client.production');
  });
});
