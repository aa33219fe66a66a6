import { evaluate } from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import { describe, expect, it } from 'vitest';
import { contentShape } from './live-content.ts';

async function contentOf(source: string) {
  const { default: Content } = await evaluate(source, { ...runtime, baseUrl: import.meta.url, useMDXComponents: () => ({}) });
  return Content as (props: Record<string, unknown>) => React.ReactNode;
}

describe('contentShape', () => {
  it('stays the same when a save changes only the text and JSX, and changes when it adds a layout (other hooks)', async () => {
    const before = await contentOf('# Title\n\nOne paragraph.\n');
    const edited = await contentOf('# Title\n\nOne paragraph, edited.\n\nAnd a **new** one.\n\n- with a list\n');
    const withLayout = await contentOf('export default function Layout({ children }) { return <main>{children}</main>; }\n\n# Title\n\nOne paragraph.\n');
    expect(contentShape(edited)).toBe(contentShape(before));
    expect(contentShape(withLayout)).not.toBe(contentShape(before));
  });
});
