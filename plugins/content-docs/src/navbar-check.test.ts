import { describe, expect, it } from 'vitest';
import { checkNavbarDocs, checkNavbarSidebars, locateSidebarId, navbarDocIds } from './navbar-check.ts';

const versions = [
  { name: 'current', sidebarIds: ['mainSidebar', 'api'] },
  { name: '1.0', sidebarIds: ['mainSidebar'] },
];

describe('checkNavbarSidebars', () => {
  it('accepts docSidebar items naming a sidebar every version has, and ignores other items and plugins', () => {
    const items = [{ to: '/blog', label: 'Blog' }, { type: 'docSidebar', sidebarId: 'mainSidebar', label: 'Docs' }, { type: 'docSidebar', sidebarId: 'nope', docsPluginId: 'other' }];
    expect(checkNavbarSidebars(items, 'default', versions)).toEqual([]);
  });

  it('names the item, the versions lacking the sidebar and the sidebar ids there are', () => {
    const items = [{ to: '/' }, { type: 'docSidebar', sidebarId: 'mianSidebar', label: 'Docs' }];
    expect(checkNavbarSidebars(items, 'default', versions)).toEqual([
      {
        key: 'themeConfig.navbar.items[1]',
        sidebarId: 'mianSidebar',
        message: 'themeConfig.navbar.items[1] (docSidebar item "Docs"): Can\'t find any sidebar with id "mianSidebar" in versions current, 1.0 of the docs plugin. Available sidebar ids: api, mainSidebar. Fix sidebarId, or add the sidebar to the sidebars file.',
      },
    ]);
  });

  it('finds items inside dropdowns, a sidebar only some versions have, and a missing sidebarId', () => {
    const items = [{ label: 'More', items: [{ type: 'docSidebar', sidebarId: 'api' }, { type: 'docSidebar', label: 'Docs' }] }];
    expect(checkNavbarSidebars(items, 'default', versions).map((p) => p.message)).toEqual([
      'themeConfig.navbar.items[0].items[0] (docSidebar item): Can\'t find any sidebar with id "api" in version 1.0 of the docs plugin (only current has it). Available sidebar ids: api, mainSidebar. Fix sidebarId, or add the sidebar to the sidebars file.',
      "themeConfig.navbar.items[0].items[1] (docSidebar item \"Docs\") has no sidebarId. Set sidebarId to one of the docs plugin's sidebars. Available sidebar ids: api, mainSidebar.",
    ]);
  });
});

describe('locateSidebarId', () => {
  it('finds the literal in the config text, 1-based', () => {
    const text = "export default {\n  items: [\n    { type: 'docSidebar', sidebarId: \"mian\" },\n  ],\n};\n";
    expect(locateSidebarId(text, 'mian')).toEqual({ line: 3, column: 27 });
    expect(locateSidebarId(text, 'other')).toBeUndefined();
  });
});

describe('doc navbar items', () => {
  const items = [
    { type: 'doc', docId: 'intro', label: 'Docs' },
    { label: 'More', items: [{ type: 'doc', docId: 'api/overview' }, { type: 'doc', docId: 'intro' }] },
    { type: 'doc', docId: 'other', docsPluginId: 'community' },
    { type: 'doc', label: 'No id' },
  ];

  it('lists the doc ids the items of one docs plugin name, each once', () => {
    expect(navbarDocIds(items, 'default')).toEqual(['intro', 'api/overview']);
    expect(navbarDocIds(items, 'community')).toEqual(['other']);
  });

  it('reports a doc the last version lacks and an item without docId, not a doc only older versions lack', () => {
    const docVersions = [
      { name: 'current', docIds: ['intro', 'api/overview'] },
      { name: '1.0', docIds: ['intro'], isLast: true },
    ];
    expect(checkNavbarDocs(items, 'default', docVersions).map((p) => p.message)).toEqual([
      'themeConfig.navbar.items[1].items[0] (doc item): Can\'t find any doc with id "api/overview" in version 1.0 of the docs plugin, the last version, which the item links to on pages outside the docs and in versions without the doc. Fix docId (a doc\'s id is its path in the docs folder without the extension, or its front matter id).',
      'themeConfig.navbar.items[3] (doc item "No id") has no docId. Set docId to the id of a doc.',
    ]);
    // As in Docusaurus: pages of 1.0 link to the last version's doc (centrifugal.dev's tutorial is in its current version only).
    const currentLast = [{ ...docVersions[0]!, isLast: true }, { name: '1.0', docIds: ['intro'] }];
    expect(checkNavbarDocs(items, 'default', currentLast).map((p) => p.key)).toEqual(['themeConfig.navbar.items[3]']);
    expect(locateSidebarId("{ type: 'doc', docId: 'api/overview' }", 'api/overview', 'docId')).toEqual({ line: 1, column: 16 });
  });
});
