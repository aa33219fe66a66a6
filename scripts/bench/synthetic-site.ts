import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What generateSyntheticSite wrote. */
export interface SyntheticSite {
  dir: string;
  /** Doc pages plus blog posts: the `pages` asked for. */
  pages: number;
  docs: number;
  posts: number;
  /** Docs of the older version (included in `docs`). */
  oldVersionDocs: number;
  /** MDX-heavy docs (included in `docs`). */
  mdxDocs: number;
}

/** The older docs version every synthetic site has (versioned_docs/version-1.0/), as real sites keep one or more. */
export const OLD_VERSION = '1.0';
/** Share of the docs in the older version. */
export const OLD_VERSION_SHARE = 0.2;
/** One doc in this many is an MDX-heavy page (Tabs, raw-loader, admonitions, Mermaid, a shared image); in content/ about a third use Tabs. */
export const MDX_EVERY = 4;
/** Distinct example files imported with raw-loader, and distinct shared images. */
const EXAMPLE_FILES = 6;
const SHARED_IMAGES = 8;

/** Docs per sidebar category folder. */
const DOCS_PER_CATEGORY = 50;
/** Docs per sidebar (one top-level folder each): a large site splits its docs into several sidebars. */
export const DOCS_PER_SIDEBAR = 500;

const siteConfig = (sidebarIds: string[]) => `import { defineConfig } from '@folio/core';
import theme from '@folio/theme';
import docs from '@folio/plugin-content-docs';
import blog from '@folio/plugin-content-blog';
import sitemap from '@folio/plugin-sitemap';

/** A synthetic site written by scripts/bench/synthetic-site.ts for the scale benchmark. */
export default defineConfig({
  title: 'Scale Fixture',
  url: 'https://scale.example.org',
  baseUrl: '/',
  onBrokenMarkdownLinks: 'warn',
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  themeConfig: {
    navbar: {
      items: [
${sidebarIds
  .slice(0, 3)
  .map((id) => `        { type: 'docSidebar', sidebarId: '${id}', label: '${id}', position: 'left' },`)
  .join('\n')}
        { to: '/blog', label: 'Blog', position: 'left' },
      ],
    },
  },
  plugins: [
    theme,
    [docs, { path: 'docs', sidebarPath: 'sidebars.ts', editUrl: 'https://example.org/repo/edit/main/', lastVersion: 'current', versions: { current: { label: 'Next', path: '' }, '${OLD_VERSION}': { label: '${OLD_VERSION}', path: '${OLD_VERSION}' } } }],
    [blog, { path: 'blog' }],
    sitemap,
  ],
});
`;

/**
 * The same site for Docusaurus 3 (bench-fast/ or bench/), to check that it builds there too: stage
 * the folder under bench-fast/site/ and run its docusaurus build. Needs raw-loader installed
 * beside Docusaurus, as every site importing with `!!raw-loader!` does.
 */
const docusaurusConfig = (sidebarIds: string[]) => `// A synthetic site written by scripts/bench/synthetic-site.ts, the same site as site.config.ts.
export default {
  title: 'Scale Fixture',
  url: 'https://scale.example.org',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  markdown: { mermaid: true, hooks: { onBrokenMarkdownLinks: 'warn' } },
  themes: ['@docusaurus/theme-mermaid'],
  presets: [
    [
      'classic',
      {
        docs: { path: 'docs', sidebarPath: './sidebars.ts', editUrl: 'https://example.org/repo/edit/main/', lastVersion: 'current', versions: { current: { label: 'Next', path: '' }, '${OLD_VERSION}': { label: '${OLD_VERSION}', path: '${OLD_VERSION}' } } },
        blog: { path: 'blog', onUntruncatedBlogPosts: 'ignore', onInlineAuthors: 'ignore' },
      },
    ],
  ],
  themeConfig: {
    navbar: {
      items: [
${sidebarIds
  .slice(0, 3)
  .map((id) => `        { type: 'docSidebar', sidebarId: '${id}', label: '${id}', position: 'left' },`)
  .join('\n')}
        { to: '/blog', label: 'Blog', position: 'left' },
      ],
    },
  },
  future: { faster: true, v4: { removeLegacyPostBuildHeadAttribute: true } },
};
`;

const WORDS = 'gadget kernel probe trace socket container namespace process event filter buffer map program verifier metric export cluster node pod image'.split(' ');

/** Deterministic filler text: `count` words picked by a seed. Pure. */
export function fillerWords(seed: number, count: number): string {
  const words: string[] = [];
  let x = seed * 2654435761 + 12345;
  for (let i = 0; i < count; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    words.push(WORDS[x % WORDS.length]!);
  }
  return words.join(' ');
}

/** The seed of a doc's filler text: another one for each version, so that no two pages are the same file. Pure. */
function textSeed(index: number, version: string): number {
  return version ? index + 100_000 : index;
}

/** One doc's Markdown: front matter, headings, paragraphs, a list, two code blocks and a link to the next doc. Pure. */
export function docMarkdown(doc: number, position: number, nextFile: string | undefined, version = ''): string {
  const index = textSeed(doc, version);
  const title = `Topic ${doc + 1}${version ? ` (${version})` : ''}: ${fillerWords(index, 3)}`;
  return `---
title: "${title}"
sidebar_position: ${position}
description: Synthetic page ${index + 1} of the scale benchmark.
---

# ${title}

${fillerWords(index + 1, 60)}.

## Overview

${fillerWords(index + 2, 80)}.

- ${fillerWords(index + 3, 8)}
- ${fillerWords(index + 4, 8)}
- ${fillerWords(index + 5, 8)}

\`\`\`go
package main

import "fmt"

func main() {
\tfor i := 0; i < ${index % 97}; i++ {
\t\tfmt.Println("event", i, "${fillerWords(index + 6, 2)}")
\t}
}
\`\`\`

## Running it

${fillerWords(index + 7, 50)}.

\`\`\`bash
kubectl gadget run trace_exec:latest --namespace scale-${index % 13}
\`\`\`
${nextFile ? `\nNext: [the following topic](${nextFile}).\n` : ''}`;
}

/**
 * One MDX-heavy doc, as real documentation pages are: Tabs with a code block per tab, a file shown
 * with CodeBlock through a `!!raw-loader!` import, admonitions (one with a title), a Mermaid
 * diagram and an image from static/ shared by every version. `examplesDir` is the path from the
 * doc's folder to the version's _examples/ folder. Builds with Folio and with Docusaurus. Pure.
 */
export function mdxDocMarkdown(doc: number, position: number, examplesDir: string, version = ''): string {
  const index = textSeed(doc, version);
  const title = `Guide ${doc + 1}${version ? ` (${version})` : ''}: ${fillerWords(index + 40, 3)}`;
  const example = `example-${(doc % EXAMPLE_FILES) + 1}`;
  const image = `diagram-${(doc % SHARED_IMAGES) + 1}`;
  return `---
title: "${title}"
sidebar_position: ${position}
description: Synthetic MDX page ${index + 1} of the scale benchmark.
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import exampleSource from '!!raw-loader!${examplesDir}/${example}.yaml';

# ${title}

${fillerWords(index + 41, 50)}.

:::note

${fillerWords(index + 42, 30)}.

:::

## Install

<Tabs groupId="tool">
<TabItem value="kubectl" label="kubectl gadget" default>

\`\`\`bash
kubectl gadget deploy
kubectl gadget run trace_open:latest --namespace guide-${index % 17}
\`\`\`

</TabItem>
<TabItem value="ig" label="ig">

\`\`\`bash
sudo ig run trace_open:latest --containername guide-${index % 17}
\`\`\`

</TabItem>
<TabItem value="go" label="Go API">

\`\`\`go
package main

import "fmt"

func main() {
\tfmt.Println("guide ${index + 1}: ${fillerWords(index + 43, 3)}")
}
\`\`\`

</TabItem>
</Tabs>

## Configuration

${fillerWords(index + 44, 40)}.

<CodeBlock language="yaml" title="${example}.yaml">{exampleSource}</CodeBlock>

:::tip[${fillerWords(index + 45, 2)}]

${fillerWords(index + 46, 25)}.

:::

## How it works

\`\`\`mermaid
graph LR
  A[${fillerWords(index + 47, 1)}] --> B[${fillerWords(index + 48, 1)}]
  B --> C{${fillerWords(index + 49, 1)}}
  C -->|yes| D[export]
  C -->|no| E[drop]
\`\`\`

![${fillerWords(index + 50, 4)}](/img/shared/${image}.svg)

:::warning

${fillerWords(index + 51, 20)}.

:::
`;
}

/** A YAML example file imported by MDX pages with raw-loader. Pure. */
export function exampleYaml(n: number): string {
  return `# Example ${n}: ${fillerWords(n + 300, 4)}\ngadget: trace_open\nparams:\n  namespace: example-${n}\n  interval: ${n * 5}s\n  fields: [k8s.node, proc.comm, fname]\n`;
}

/** A small SVG diagram in static/img/shared/, used by pages of every version. Pure. */
export function sharedSvg(n: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120"><rect x="10" y="20" width="120" height="60" rx="8" fill="#e0f0ff" stroke="#246"/><rect x="190" y="20" width="120" height="60" rx="8" fill="#fff0e0" stroke="#642"/><path d="M130 50h60" stroke="#333" stroke-width="2"/><text x="70" y="55" text-anchor="middle" font-size="14">step ${n}</text><text x="250" y="55" text-anchor="middle" font-size="14">result ${n}</text></svg>\n`;
}

/** One blog post's Markdown. Pure. */
export function postMarkdown(index: number): string {
  return `---
title: "Scale post ${index + 1}"
authors: [{ name: Bench Author }]
tags: [scale, tag-${index % 10}]
---

${fillerWords(index + 100, 40)}.

<!-- truncate -->

## Details

${fillerWords(index + 101, 120)}.

\`\`\`yaml
gadget: trace_open
interval: ${index % 60}s
\`\`\`
`;
}

/** Writes `count` docs into `root` (sidebars of 500 in top-level folders, category folders of 50), every MDX_EVERY-th an MDX-heavy page. */
function writeDocs(root: string, count: number, sidebarIds: string[], version: string): void {
  for (let i = 0; i < count; i++) {
    const category = Math.floor(i / DOCS_PER_CATEGORY);
    const part = sidebarIds[Math.floor(i / DOCS_PER_SIDEBAR)]!;
    const folder = path.join(root, part, `section-${String(category + 1).padStart(3, '0')}`);
    const position = (i % DOCS_PER_CATEGORY) + 1;
    if (position === 1) {
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, '_category_.json'), JSON.stringify({ label: `Section ${category + 1}`, position: category + 1 }) + '\n');
    }
    if (i % MDX_EVERY === MDX_EVERY - 1) {
      writeFileSync(path.join(folder, `guide-${i + 1}.mdx`), mdxDocMarkdown(i, position, '../../_examples', version));
      continue;
    }
    const next = i + 1 < count && Math.floor((i + 1) / DOCS_PER_CATEGORY) === category ? i + 2 : undefined;
    const nextFile = next === undefined ? undefined : next % MDX_EVERY === 0 ? `./guide-${next}.mdx` : `./topic-${next}.md`;
    writeFileSync(path.join(folder, `topic-${i + 1}.md`), docMarkdown(i, position, nextFile, version));
  }
  mkdirSync(path.join(root, '_examples'), { recursive: true });
  for (let n = 1; n <= EXAMPLE_FILES; n++) writeFileSync(path.join(root, '_examples', `example-${n}.yaml`), exampleYaml(n));
}

/** Sidebar ids for `count` docs: one per DOCS_PER_SIDEBAR, each a top-level folder. Pure. */
function sidebarIdsFor(count: number): string[] {
  return Array.from({ length: Math.max(1, Math.ceil(count / DOCS_PER_SIDEBAR)) }, (_, i) => `part-${String(i + 1).padStart(2, '0')}`);
}

/**
 * Writes a synthetic Folio site of `pages` pages into `dir` (replacing it): 2% of the pages (at
 * least 5) are blog posts; of the docs, 80% are the current version and 20% an older one
 * (versioned_docs/version-1.0, with versions.json and its sidebars), each in sidebars of 500 (one
 * top-level folder each, autogenerated) and category folders of 50. Every fourth doc is an
 * MDX-heavy page (see mdxDocMarkdown) importing YAML files from its version's _examples/ folder
 * and images from static/img/shared/, which both versions share; the others are Markdown with
 * Go and shell code blocks and links between neighbours. Beside site.config.ts it writes a
 * docusaurus.config.js of the same site. Deterministic: the same `pages` writes the same files.
 */
export function generateSyntheticSite(dir: string, pages: number): SyntheticSite {
  const posts = Math.min(pages, Math.max(5, Math.round(pages * 0.02)));
  const docs = pages - posts;
  const oldDocs = Math.floor(docs * OLD_VERSION_SHARE);
  const currentDocs = docs - oldDocs;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'docs'), { recursive: true });
  mkdirSync(path.join(dir, 'blog'), { recursive: true });
  const sidebarIds = sidebarIdsFor(currentDocs);
  const oldIds = sidebarIdsFor(oldDocs);
  // The navbar's sidebar links show in every version, so they name only sidebars every version has
  // (the older version has fewer docs, so fewer sidebars); Folio and Docusaurus both refuse others.
  const navbarIds = oldDocs > 0 ? sidebarIds.filter((id) => oldIds.includes(id)) : sidebarIds;
  writeFileSync(path.join(dir, 'site.config.ts'), siteConfig(navbarIds));
  writeFileSync(path.join(dir, 'docusaurus.config.js'), docusaurusConfig(navbarIds));
  const sidebars = sidebarIds.map((id) => `  '${id}': [{ type: 'autogenerated', dirName: '${id}' }],`).join('\n');
  writeFileSync(path.join(dir, 'sidebars.ts'), `export default {\n${sidebars}\n};\n`);
  writeDocs(path.join(dir, 'docs'), currentDocs, sidebarIds, '');
  if (oldDocs > 0) {
    writeDocs(path.join(dir, 'versioned_docs', `version-${OLD_VERSION}`), oldDocs, oldIds, OLD_VERSION);
    mkdirSync(path.join(dir, 'versioned_sidebars'), { recursive: true });
    writeFileSync(path.join(dir, 'versioned_sidebars', `version-${OLD_VERSION}-sidebars.json`), JSON.stringify(Object.fromEntries(oldIds.map((id) => [id, [{ type: 'autogenerated', dirName: id }]]))) + '\n');
  }
  writeFileSync(path.join(dir, 'versions.json'), JSON.stringify(oldDocs > 0 ? [OLD_VERSION] : []) + '\n');
  mkdirSync(path.join(dir, 'static', 'img', 'shared'), { recursive: true });
  for (let n = 1; n <= SHARED_IMAGES; n++) writeFileSync(path.join(dir, 'static', 'img', 'shared', `diagram-${n}.svg`), sharedSvg(n));
  for (let i = 0; i < posts; i++) {
    const day = new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    writeFileSync(path.join(dir, 'blog', `${day}-scale-post-${i + 1}.md`), postMarkdown(i));
  }
  return { dir, pages, docs, posts, oldVersionDocs: oldDocs, mdxDocs: Math.floor(currentDocs / MDX_EVERY) + Math.floor(oldDocs / MDX_EVERY) };
}
