import { describe, expect, it } from 'vitest';
import { flattenSidebar } from './navigation.ts';
import type { SidebarItem } from './types.ts';

const sidebar = (): SidebarItem[] => [
  { type: 'link', label: 'Intro', href: '/docs/intro', docId: 'intro' },
  { type: 'category', label: 'Guides', href: '/docs/guides', linkDocId: 'guides/index', collapsible: true, collapsed: true, items: [{ type: 'link', label: 'Setup', href: '/docs/guides/setup', docId: 'guides/setup' }] },
  { type: 'link', label: 'Elsewhere', href: 'https://example.org' },
];

describe('flattenSidebar', () => {
  it('lists docs and linked categories in reading order, leaving out plain links', () => {
    expect(flattenSidebar(sidebar()).map((l) => l.href)).toEqual(['/docs/intro', '/docs/guides', '/docs/guides/setup']);
  });

  it('flattens a sidebar once and answers again from memory; another sidebar is flattened afresh', () => {
    const items = sidebar();
    expect(flattenSidebar(items)).toBe(flattenSidebar(items));
    expect(flattenSidebar(sidebar())).not.toBe(flattenSidebar(items));
    expect(flattenSidebar(sidebar())).toEqual(flattenSidebar(items));
  });
});
