import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '@folio/core';
import { startDevServer } from '../../packages/core/src/dev/start.ts';
import { copyFixture } from '../helpers/site.ts';

/** Which React build the development server sends (issue 10, point 5: pages behave as in the built site). */

let server: Awaited<ReturnType<typeof startDevServer>> | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Every script the page's entry loads statically, joined. */
async function appCode(origin: string, pagePath: string): Promise<string> {
  const html = await (await fetch(`${origin}${pagePath}`)).text();
  const entry = /<script type="module" src="([^"]+)"/.exec(html)![1]!;
  const seen = new Set<string>();
  const queue = [entry];
  let code = '';
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const text = await (await fetch(`${origin}${url}`)).text();
    code += text;
    for (const match of text.matchAll(/(?:from|import)\s*"(\.\/[^"]+\.js)"/g)) queue.push(new URL(match[1]!, `${origin}${url}`).pathname);
  }
  return code;
}

describe('the React build of the development server', () => {
  it('is the production build, as in the built site, by default', async () => {
    server = await startDevServer({ siteDir: copyFixture('basic-site'), port: 0, host: '127.0.0.1', logger: createLogger('folio', true) });
    const code = await appCode(server.url, '/');
    expect(code).toContain('react-dom/cjs/react-dom-client.production');
    expect(code).not.toContain('react-dom-client.development');
  });

  it('is the development build, with its warnings, with --react-dev', async () => {
    server = await startDevServer({ siteDir: copyFixture('basic-site'), port: 0, host: '127.0.0.1', logger: createLogger('folio', true), reactDevelopment: true });
    const code = await appCode(server.url, '/');
    expect(code).toContain('react-dom-client.development');
    expect(code).not.toContain('react-dom-client.production');
  });
});
