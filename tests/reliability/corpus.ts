/**
 * The corpus of bad inputs: data table. Each case is the reliability fixture site with a few files
 * changed, and the exact outcome of `folio build`: exit code, every error and every warning
 * printed (site folder written as `<site>`). Cases with exit 0 are inputs that must work.
 */
import type { SitePatch } from './harness.ts';

/** One bad input and what `folio build` must answer. */
export interface CorpusCase extends SitePatch {
  name: string;
  exit: 0 | 1;
  /** Every `error` message, in order. */
  errors?: string[];
  /** Every `warning` message, in order. */
  warnings?: string[];
  /** Run through the real `folio` process rather than the CLI's `main` in this process. */
  cli?: true;
  /** Files of the build that must exist (exit 0 cases), with text they must contain. */
  built?: Record<string, string[]>;
}

const CONFIG = 'site.config.ts';
const withConfig = (from: string, to: string): [string, string, string] => [CONFIG, from, to];
const LATIN1 = Buffer.from('---\ntitle: Caf\xe9\n---\n\nCr\xe8me br\xfbl\xe9e.\n', 'latin1');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

export const CORPUS: CorpusCase[] = [
  {
    name: 'malformed YAML front matter',
    cli: true,
    files: { 'docs/intro.md': '---\ntitle: [Introduction\nsidebar_position: 1\n---\n\nText.\n' },
    exit: 1,
    errors: [
      "1 error in 1 file:\n\ndocs/intro.md:3:1 Invalid front matter: Flow sequence in block collection must be sufficiently indented and end with a ]\n\n  1 | ---\n  2 | title: [Introduction\n> 3 | sidebar_position: 1\n    | ^\n  4 | ---\n  5 |\n",
    ],
  },
  {
    name: 'front matter field of the wrong type',
    files: { 'docs/intro.md': '---\ntitle: Introduction\nsidebar_position: first\n---\n\nText.\n' },
    exit: 1,
    errors: [
      "1 error in 1 file:\n\ndocs/intro.md:3:19 Invalid front matter: sidebar_position: Expected number, received \"first\"",
    ],
  },
  {
    name: 'unclosed JSX in MDX',
    files: { 'docs/guide/tabs.mdx': '# Tabs\n\n<div className="box">\n\nText in a box.\n' },
    exit: 1,
    errors: [
      "1 error in 1 file:\n\ndocs/guide/tabs.mdx:3:1 Expected a closing tag for `<div>`\n\n  1 | # Tabs\n  2 |\n> 3 | <div className=\"box\">\n    | ^\n  4 |\n  5 | Text in a box.\n",
    ],
  },
  {
    name: 'stray { in MDX',
    files: { 'docs/guide/brace.mdx': '# Braces\n\nAn object looks like {a: 1.\n' },
    exit: 1,
    errors: [
      "1 error in 1 file:\n\ndocs/guide/brace.mdx:3:28 Unexpected end of file in expression, expected a corresponding closing brace for `{`\n\n  1 | # Braces\n  2 |\n> 3 | An object looks like {a: 1.\n    |                            ^\n  4 |\n",
    ],
  },
  {
    name: 'stray < in MDX',
    files: { 'docs/guide/less.mdx': '# Less\n\nUse it when a <3 b.\n' },
    exit: 1,
    errors: [
      "1 error in 1 file:\n\ndocs/guide/less.mdx:3:16 Unexpected character `3` (U+0033) before name, expected a character that can start a name, such as a letter, `$`, or `_`\n\n  1 | # Less\n  2 |\n> 3 | Use it when a <3 b.\n    |                ^\n  4 |\n",
    ],
  },
  {
    name: 'import of a missing file in MDX',
    files: { 'docs/guide/partial.mdx': "import Shared from './_missing.mdx';\n\n# Partial\n\n<Shared />\n" },
    exit: 1,
    errors: [
      "1 error in 1 file:\n\ndocs/guide/partial.mdx:1:20 Could not resolve \"./_missing.mdx\"\n\n> 1 | import Shared from './_missing.mdx';\n    |                    ^\n  2 |\n  3 | # Partial\n",
    ],
  },
  {
    name: 'import of a missing theme component in MDX',
    files: { 'docs/guide/component.mdx': "import Fancy from '@theme/FancyBox';\n\n# Component\n\n<Fancy />\n" },
    exit: 1,
    errors: [
      "1 error in 1 file:\n\ndocs/guide/component.mdx:1:19 Cannot resolve \"@theme/FancyBox\": no such component. Check the name, or add it to themeComponents in the site config.\n\n> 1 | import Fancy from '@theme/FancyBox';\n    |                   ^\n  2 |\n  3 | # Component\n",
    ],
  },
  {
    name: 'React page with a syntax error',
    files: { 'content/pages/broken.tsx': 'export default function Broken() {\n  return <main><h1>Broken</h1></main>;\n}}\n' },
    exit: 1,
    errors: [
      "1 error in 1 file:\n\ncontent/pages/broken.tsx:3:2 Unexpected \"}\"\n\n  1 | export default function Broken() {\n  2 |   return <main><h1>Broken</h1></main>;\n> 3 | }}\n    |  ^\n  4 |\n",
    ],
  },
  {
    name: 'an undefined component in MDX',
    files: { 'docs/guide/undefined.mdx': '# Undefined\n\nText.\n\n<NotImported />\n' },
    exit: 1,
    errors: [
      "1 page failed to render:\n  - /docs/guide/undefined: docs/guide/undefined.mdx:5:1 Expected component `NotImported` to be defined: you likely forgot to import, pass, or provide it.\n\n      3 | Text.\n      4 |\n    > 5 | <NotImported />\n        | ^\n      6 |",
    ],
  },
  {
    name: 'an MDX expression naming something undefined',
    files: { 'docs/guide/expression.mdx': '# Expression\n\nThe current version is {version}.\n' },
    exit: 1,
    errors: [
      "1 page failed to render:\n  - /docs/guide/expression: docs/guide/expression.mdx:3:24 version is not defined: an MDX expression uses a name the page does not import or export. Import it, or write \\{ to show a brace as text.\n\n      1 | # Expression\n      2 |\n    > 3 | The current version is {version}.\n        |                        ^\n      4 |",
    ],
  },
  {
    name: 'invalid Mermaid diagram (a warning, the page still builds)',
    files: { 'docs/guide/diagram.md': '# Diagram\n\nText.\n\n```mermaid\ngraph TD\n  A --> B\n  B --> --> C\n```\n' },
    // The browser shows mermaid's error in place of the diagram: packages/markdown/src/browser/components.test.ts.
    built: { 'docs/guide/diagram/index.html': ['<h1>Diagram</h1>', 'mermaid-diagram'] },
    exit: 0,
    warnings: [
      "docs/guide/diagram.md:8:1 Invalid Mermaid diagram: Parse error on line 3: Expecting 'AMP', 'COLON', 'PIPE', 'TESTSTR', 'DOWN', 'DEFAULT', 'NUM', 'COMMA', 'NODE_STRING', 'BRKT', 'MINUS', 'MULT', 'UNICODE_TEXT', got 'LINK'",
    ],
  },
  {
    name: 'Markdown link to a missing doc, onBrokenMarkdownLinks: throw',
    replace: [withConfig("baseUrl: '/',", "baseUrl: '/',\n  onBrokenMarkdownLinks: 'throw',")],
    files: { 'docs/guide/links.md': '# Links\n\nSee [the missing doc](./missing.md).\n' },
    exit: 1,
    errors: [
      "1 error in 1 file:\n\ndocs/guide/links.md:3:5 Markdown link to a missing doc \"./missing.md\": no such file in version current. Fix the path or create the doc.",
    ],
  },
  {
    name: 'Markdown link to a missing doc, onBrokenMarkdownLinks and onBrokenLinks: warn',
    replace: [withConfig("baseUrl: '/',", "baseUrl: '/',\n  onBrokenLinks: 'warn',")],
    files: { 'docs/guide/links.md': '# Links\n\nSee [the missing doc](./missing.md).\n' },
    exit: 0,
    warnings: [
      "docs/guide/links.md:3:5 Markdown link to a missing doc \"./missing.md\": no such file in version current. Fix the path or create the doc.",
      "Broken links found (1):\n  - On /docs/guide/links (docs/guide/links.md):\n    -> ./missing.md at docs/guide/links.md:3:23",
    ],
  },
  {
    name: 'link to a missing page, onBrokenLinks: throw',
    files: { 'docs/guide/links.md': '# Links\n\nSee [nowhere](/docs/nowhere).\n' },
    exit: 1,
    errors: [
      "Broken links found (1):\n  - On /docs/guide/links (docs/guide/links.md):\n    -> /docs/nowhere at docs/guide/links.md:3:15",
    ],
  },
  {
    name: 'link to a missing page, onBrokenLinks: warn',
    cli: true,
    replace: [withConfig("baseUrl: '/',", "baseUrl: '/',\n  onBrokenLinks: 'warn',")],
    files: { 'docs/guide/links.md': '# Links\n\nSee [nowhere](/docs/nowhere).\n' },
    exit: 0,
    warnings: [
      "Broken links found (1):\n  - On /docs/guide/links (docs/guide/links.md):\n    -> /docs/nowhere at docs/guide/links.md:3:15",
    ],
  },
  {
    name: 'broken anchor, onBrokenAnchors: throw',
    replace: [withConfig("baseUrl: '/',", "baseUrl: '/',\n  onBrokenAnchors: 'throw',")],
    files: { 'docs/guide/links.md': '# Links\n\nSee [install](../intro.md#instal).\n' },
    exit: 1,
    errors: [
      "Broken anchors found (1):\n  - On /docs/guide/links (docs/guide/links.md):\n    -> /docs/intro#instal (the target page has no such anchor) at docs/guide/links.md:3:26",
    ],
  },
  {
    name: 'broken anchor, onBrokenAnchors: warn',
    files: { 'docs/guide/links.md': '# Links\n\nSee [install](/docs/intro#instal).\n' },
    exit: 0,
    warnings: [
      "Broken anchors found (1):\n  - On /docs/guide/links (docs/guide/links.md):\n    -> /docs/intro#instal (the target page has no such anchor) at docs/guide/links.md:3:15",
    ],
  },
  {
    name: 'duplicate routes, onDuplicateRoutes: throw',
    replace: [withConfig("baseUrl: '/',", "baseUrl: '/',\n  onDuplicateRoutes: 'throw',")],
    files: { 'docs/guide/other.md': '---\nslug: /intro\n---\n\n# Other\n' },
    exit: 1,
    errors: [
      "Duplicate routes: several pages are published at the same path, so only one of each survives:\n  - /docs/intro (from docs/guide/other.md, docs/intro.md)",
    ],
  },
  {
    name: 'duplicate routes between a page and the blog, onDuplicateRoutes: throw',
    replace: [withConfig("baseUrl: '/',", "baseUrl: '/',\n  onDuplicateRoutes: 'throw',")],
    files: { 'content/pages/blog.md': '# Not the blog\n' },
    exit: 1,
    errors: [
      "Duplicate routes: several pages are published at the same path, so only one of each survives:\n  - /blog (from content/pages/blog.md, the content-blog plugin)",
    ],
  },
  {
    name: 'duplicate blog slugs',
    files: { 'blog/2024-02-01-again.md': '---\ntitle: Again\nslug: /2024/01/01/hello\nauthors: [ada]\n---\n\nSame URL.\n' },
    exit: 1,
    errors: [
      "1 error in 1 file:\n\nblog/2024-02-01-again.md:3:7 Duplicate blog post URL /blog/2024/01/01/hello: blog/2024-01-01-hello.md has it too. Give one of them another slug.",
    ],
  },
  {
    name: 'sidebar naming a missing doc',
    files: { 'sidebars.ts': "export default { docs: ['intro', 'guide/setup', 'guide/nope'] };\n" },
    exit: 1,
    errors: [
      "1 error in 1 file:\n\nsidebars.ts Couldn't find any doc with id \"guide/nope\" in version current, named by sidebar \"docs\". Available doc ids: guide/setup, intro. Fix the id or add the doc.",
    ],
  },
  {
    name: 'sidebar category with no items',
    files: { 'sidebars.ts': "export default { docs: ['intro', { type: 'category', label: 'Empty', items: [] }] };\n" },
    exit: 1,
    errors: [
      "1 error in 1 file:\n\nsidebars.ts sidebar category \"Empty\" in sidebar \"docs\" has no items and no link target. Give it items, a link to a doc or a generated index, or remove it.",
    ],
  },
  {
    name: 'unknown sidebar item type',
    files: { 'sidebars.ts': "export default { docs: ['intro', { type: 'folder', label: 'Guide' }] };\n" },
    exit: 1,
    errors: [
      "1 error in 1 file:\n\nsidebars.ts sidebar \"docs\" has an item of unknown type \"folder\". Use doc, ref, link, html, category or autogenerated.",
    ],
  },
  {
    name: 'unknown author key',
    replace: [['blog/2024-01-01-hello.md', 'authors: [ada]', 'authors: [ada, grace]']],
    exit: 1,
    errors: [
      "1 error in 1 file:\n\nblog/2024-01-01-hello.md:3:16 Unknown author key \"grace\": it is not in blog/authors.yml. Known keys: ada.",
    ],
  },
  {
    name: 'unknown tag key, onInlineTags: throw',
    replace: [withConfig("onUntruncatedBlogPosts: 'ignore'", "onUntruncatedBlogPosts: 'ignore', onInlineTags: 'throw'"), ['blog/2024-01-01-hello.md', 'tags: [release]', 'tags: [release, relase]']],
    exit: 1,
    errors: [
      "1 error in 1 file:\n\nblog/2024-01-01-hello.md:4:7 Tags not in blog/tags.yml: \"relase\". Add them there or fix the keys (option onInlineTags).",
    ],
  },
  {
    name: 'malformed authors.yml',
    files: { 'blog/authors.yml': 'ada:\n  name: Ada Lovelace\n  title: "Engineer\n' },
    exit: 1,
    errors: [
      "1 error in 1 file:\n\nblog/authors.yml:4:1 Invalid authors file (expected a map of author key → { name, title, url, image_url, socials }): Missing closing \"quote",
    ],
  },
  {
    name: 'malformed tags.yml',
    files: { 'blog/tags.yml': 'release:\n  label: Release\n  - oops\n' },
    exit: 1,
    errors: [
      "1 error in 1 file:\n\nblog/tags.yml:3:1 Invalid tags file (expected a map of tag key → { label, description, permalink }): A block sequence may not be used as an implicit map key",
    ],
  },
  {
    name: 'malformed _category_.json',
    files: { 'docs/guide/_category_.json': '{ "label": "Guide", "position": 2, }\n' },
    exit: 1,
    errors: [
      "1 error in 1 file:\n\ndocs/guide/_category_.json:1:36 Invalid JSON: Unexpected \"}\", expected a property name in double quotes",
    ],
  },
  {
    name: '_category_.json with a value of the wrong type',
    files: { 'docs/guide/_category_.json': '{ "label": "Guide", "position": "second" }\n' },
    exit: 1,
    errors: [
      "1 error in 1 file:\n\ndocs/guide/_category_.json:1:33 Invalid category metadata: position: Expected number, received \"second\"",
    ],
  },
  {
    name: 'malformed versions.json',
    files: { 'versions.json': '["1.0",\n' },
    exit: 1,
    errors: [
      "versions.json:2:1 Invalid JSON: Unexpected end of file, expected a value",
    ],
  },
  {
    name: 'versions.json that is not a list of names',
    files: { 'versions.json': '{ "latest": "1.0" }\n' },
    exit: 1,
    errors: [
      "versions.json: expected a list of version names such as [\"2.0\", \"1.0\"], received {\"latest\":\"1.0\"}",
    ],
  },
  {
    name: 'a version listed with no folder',
    files: { 'versions.json': '["1.0"]\n' },
    exit: 1,
    errors: [
      "versions.json:1:2 Version \"1.0\" is listed, but its folder versioned_docs/version-1.0 does not exist. Create it (folio docs:version) or remove the version.",
    ],
  },
  {
    name: 'config key of the wrong type',
    cli: true,
    replace: [withConfig("title: 'Reliability Fixture',", 'title: 42,')],
    exit: 1,
    errors: [
      "<site>/site.config.ts: invalid site config:\n  title: Expected string, received 42",
    ],
  },
  {
    name: 'unknown config key',
    replace: [withConfig("baseUrl: '/',", "baseUrl: '/',\n  onBrokenLink: 'warn',")],
    exit: 1,
    errors: [
      "<site>/site.config.ts: invalid site config:\n  onBrokenLink: Unknown key. Remove it or check its spelling.",
    ],
  },
  {
    name: 'plugin option of the wrong type',
    replace: [withConfig("sidebarPath: 'sidebars.ts'", 'sidebarPath: 3')],
    exit: 1,
    errors: [
      "site.config.ts: invalid content-docs plugin options:\n  sidebarPath: Expected string | false, received 3",
    ],
  },
  {
    name: 'unknown navbar item type',
    replace: [withConfig("{ to: '/blog', label: 'Blog', position: 'left' },", "{ type: 'docsSidebar', label: 'Blog', position: 'left' },")],
    exit: 1,
    errors: [
      "1 error in 1 file:\n\nsite.config.ts themeConfig.navbar.items[2]: No NavbarItem component found for type \"docsSidebar\". Use one of: default, dropdown, html, search, localeDropdown, doc, docSidebar, docsVersion, docsVersionDropdown.",
    ],
  },
  {
    name: 'config file with a syntax error',
    replace: [withConfig("title: 'Reliability Fixture',", "title: 'Reliability Fixture,")],
    exit: 1,
    errors: [
      "<site>/site.config.ts:9:31: Unterminated string literal\n   7 |\n   8 | export default defineConfig({\n>  9 |   title: 'Reliability Fixture,\n     |                               ^\n  10 |   tagline: 'A small site the reliability corpus breaks on purpose',\n  11 |   url: 'https://reliability.example.org',",
    ],
  },
  {
    name: 'a site plugin that throws (named, with its own stack frames)',
    // The real process maps stack traces to the config's source lines.
    cli: true,
    replace: [withConfig('    sitemap,\n  ],', "    sitemap,\n    function brokenPlugin() {\n      return { name: 'site-data', loadContent() { throw new Error('data/team.json is missing'); } };\n    },\n  ],")],
    exit: 1,
    errors: [
      "The \"site-data\" plugin failed in loadContent: data/team.json is missing\nThis is a bug in that plugin: report it to its authors (to Folio for Folio's own plugins).\nError: data/team.json is missing\n    at Object.loadContent (<site>/site.config.ts:30:57)",
    ],
  },
  {
    name: 'non-UTF-8 doc',
    files: { 'docs/latin1.md': LATIN1 },
    exit: 1,
    errors: [
      "1 error in 1 file:\n\ndocs/latin1.md:2:11 Not UTF-8 text: byte 0xE9 does not start a valid UTF-8 character here. Save the file as UTF-8 (it may be Latin-1 or Windows-1252).\n\n  1 | ---\n> 2 | title: Caf�\n    |           ^\n  3 | ---\n  4 |\n",
    ],
  },
  {
    name: 'non-UTF-8 page',
    files: { 'content/pages/latin1.md': LATIN1 },
    exit: 1,
    errors: [
      "1 error in 1 file:\n\ncontent/pages/latin1.md:2:11 Not UTF-8 text: byte 0xE9 does not start a valid UTF-8 character here. Save the file as UTF-8 (it may be Latin-1 or Windows-1252).\n\n  1 | ---\n> 2 | title: Caf�\n    |           ^\n  3 | ---\n  4 |\n",
    ],
  },
  {
    name: 'binary file with a .md name',
    files: { 'docs/logo.md': PNG },
    exit: 1,
    errors: [
      "1 error in 1 file:\n\ndocs/logo.md:1:1 Not a text file: it holds binary data (such as an image), not Markdown. Move it out of the content folder or give it its real extension.",
    ],
  },
  {
    name: 'empty file (builds, titled from its file name)',
    files: { 'docs/guide/empty-page.md': '', 'content/pages/empty-notes.md': '' },
    exit: 0,
    built: {
      'docs/guide/empty-page/index.html': ['<title>Empty page | Reliability Fixture</title>', '<h1>Empty page</h1>'],
      'empty-notes/index.html': ['<title>Empty notes | Reliability Fixture</title>'],
    },
  },
  {
    name: 'file names with spaces and non-ASCII letters (must work)',
    files: {
      'docs/guide/getting started.md': '# Getting started\n\nSee [the café page](./café-über.md).\n',
      'docs/guide/café-über.md': '# Café über\n\nBack to [getting started](./getting%20started.md).\n',
      'content/pages/grüße.md': '# Grüße\n\nHello.\n',
    },
    built: {
      'docs/guide/getting started/index.html': ['<title>Getting started | Reliability Fixture</title>', 'href="/docs/guide/café-über"'],
      'docs/guide/café-über/index.html': ['<h1>Café über</h1>', 'href="/docs/guide/getting started"'],
      'grüße/index.html': ['<title>Grüße | Reliability Fixture</title>'],
    },
    exit: 0,
  },
];
