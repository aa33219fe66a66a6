import { describe, expect, test } from 'vitest';
import type { LiveReloadHub } from './live-reload.ts';
import { createSavedPages } from './saved-pages.ts';
import type { DevSession } from './session.ts';

describe('the saved-page push', () => {
  test('starts compiling a saved Markdown page of the content at once, and nothing else', () => {
    const compiled: string[] = [];
    const session = {
      classify: (file: string) => (file.startsWith('/site/docs/') ? 'content' : 'code'),
      compileSaved: async (file: string) => void compiled.push(file),
    } as unknown as DevSession;
    const saved = createSavedPages(session, {} as LiveReloadHub);
    for (const file of ['/site/docs/a.md', '/site/docs/b.mdx', '/site/docs/c.json', '/site/src/d.md']) saved.startCompile(file);
    expect(compiled).toEqual(['/site/docs/a.md', '/site/docs/b.mdx']);
  });
});
