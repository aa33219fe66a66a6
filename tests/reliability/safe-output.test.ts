import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeSite, runFolio } from './harness.ts';

// What the hostile fixture's writers typed (YAML quoting undone).
const DOC_TITLE = `Hostile </title><script>alert("title")</script> & 'single' "double"`;
const DOC_DESCRIPTION = `Described "so" <script>alert("description")</script> </title> & more`;
const DOC_TAG = '<script>alert("doc-tag")</script>';
const POST_TITLE = 'Post </title><script>alert("post")</script> & "quotes"';
const POST_DESCRIPTION = 'Post description <script>alert("post-description")</script> "quoted"';
const AUTHOR = `Eve </title><script>alert("author")</script> "the" 'hacker'`;
const TAG = '<script>alert("tag")</script> & "tag"';
const HEADING = 'Heading <script>alert("heading")</script> & "quotes"';

/** React's stand-in for a `javascript:` URL it refused to render (inert: it only throws). */
const REACT_BLOCKED = /^javascript:throw new Error\('React has blocked a javascript: URL as a security precaution\.'\)$/;
const CODE_SCHEME = /^\s*(?:javascript|vbscript|data):/i;

let buildDir: string;
let warnings: string[];

function read(relative: string): string {
  return readFileSync(path.join(buildDir, relative), 'utf8');
}

function outputFiles(extension: string): string[] {
  return readdirSync(buildDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith(extension)).sort();
}

function elements(html: string, xmlMode = false): Element[] {
  return DomUtils.findAll(() => true, parseDocument(html, { xmlMode }).children);
}

function text(all: Element[], name: string): string[] {
  return all.filter((e) => e.name === name).map((e) => DomUtils.textContent(e));
}

function meta(all: Element[], key: string): string | undefined {
  return all.find((e) => e.name === 'meta' && (e.attribs.name === key || e.attribs.property === key))?.attribs.content;
}

beforeAll(async () => {
  const siteDir = makeSite('reliability-hostile');
  const run = await runFolio(['build', siteDir], siteDir);
  expect({ code: run.code, errors: run.errors }).toEqual({ code: 0, errors: [] });
  buildDir = path.join(siteDir, 'build');
  warnings = run.warnings;
});

describe('hostile titles, descriptions, tags and author names come out escaped everywhere', () => {
  it('HTML: no script runs but Folio’s own, no event-handler attribute, no live code URL', () => {
    const pages = outputFiles('.html');
    expect(pages.length).toBeGreaterThanOrEqual(12);
    for (const page of pages) {
      for (const element of elements(read(page))) {
        for (const [name, value] of Object.entries(element.attribs)) {
          expect(name.startsWith('on'), `${page}: <${element.name} ${name}>`).toBe(false);
          if (['href', 'src', 'action', 'formaction'].includes(name) && CODE_SCHEME.test(value)) expect(value, `${page}: <${element.name} ${name}>`).toMatch(REACT_BLOCKED);
        }
        if (element.name !== 'script') continue;
        const kind = element.attribs.id === '__FOLIO_DATA__' ? 'data' : element.attribs.type === 'module' ? 'entry' : 'inline';
        if (kind === 'data') expect(() => JSON.parse(DomUtils.textContent(element))).not.toThrow();
        else expect(DomUtils.textContent(element), `${page}: ${kind} script`).not.toContain('alert(');
      }
    }
  });

  it('HTML head: title and meta tags read back exactly as written', () => {
    const all = elements(read('docs/intro/index.html'));
    expect(text(all, 'title')).toEqual([`${DOC_TITLE} | Hostile Fixture`]);
    expect(meta(all, 'og:title')).toBe(`${DOC_TITLE} | Hostile Fixture`);
    expect(meta(all, 'description')).toBe(DOC_DESCRIPTION);
    expect(meta(all, 'og:description')).toBe(DOC_DESCRIPTION);
    expect(meta(all, 'keywords')).toBe('<script>alert("keyword")</script>');
    expect(text(all, 'h1')).toEqual([DOC_TITLE]);
    expect(text(all, 'h2').some((h) => h.startsWith(HEADING))).toBe(true);
    // The tag link and the table of contents' entry.
    expect(text(all, 'a')).toEqual(expect.arrayContaining([DOC_TAG, HEADING]));
    const post = elements(read('blog/2024/01/01/hostile/index.html'));
    expect(text(post, 'title')).toEqual([`${POST_TITLE} | Hostile Fixture`]);
    expect(meta(post, 'description')).toBe(POST_DESCRIPTION);
    expect(text(post, 'a')).toEqual(expect.arrayContaining([AUTHOR, TAG]));
  });

  it('JSON props: the boot data and every props and data file parse and hold the text as written', () => {
    const html = read('index.html');
    const boot = JSON.parse(html.match(/<script id="__FOLIO_DATA__" type="application\/json">(.*?)<\/script>/s)![1]!);
    expect(boot.site.globalData['content-blog'].recentPosts[0]).toMatchObject({ title: POST_TITLE, description: POST_DESCRIPTION });
    const json = outputFiles('.json').filter((f) => f.startsWith('assets'));
    expect(json.length).toBeGreaterThan(10);
    const all = json.map((f) => JSON.stringify(JSON.parse(read(f))));
    for (const value of [DOC_TITLE, POST_TITLE, AUTHOR, TAG, DOC_TAG]) expect(all.some((j) => j.includes(JSON.stringify(value).slice(1, -1))), value).toBe(true);
  });

  it('feeds: RSS and Atom are well-formed XML giving back titles, authors and tags; the JSON feed too', () => {
    const rss = elements(read('blog/rss.xml'), true);
    expect(rss.some((e) => e.name === 'script')).toBe(false);
    const item = rss.find((e) => e.name === 'item')!;
    const inItem = DomUtils.findAll(() => true, item.children);
    expect(text(inItem, 'title')).toEqual([POST_TITLE]);
    expect(text(inItem, 'description')).toEqual([POST_DESCRIPTION]);
    expect(text(inItem, 'dc:creator')).toEqual([AUTHOR]);
    expect(text(inItem, 'category')).toEqual([TAG]);
    const atom = elements(read('blog/atom.xml'), true);
    expect(atom.some((e) => e.name === 'script')).toBe(false);
    expect(text(atom, 'title')).toContain(POST_TITLE);
    expect(text(atom, 'name')).toEqual([AUTHOR]);
    expect(atom.find((e) => e.name === 'category')?.attribs.label).toBe(TAG);
    const feed = JSON.parse(read('blog/feed.json'));
    expect(feed.items[0]).toMatchObject({ title: POST_TITLE, summary: POST_DESCRIPTION });
    expect(JSON.stringify(feed.items[0])).toContain(JSON.stringify(AUTHOR).slice(1, -1));
  });

  it('sitemap: well-formed XML whose URLs read back as the pages’ URLs', () => {
    const raw = read('sitemap.xml');
    expect(raw).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(text(elements(raw, true), 'loc')).toContain('https://hostile.example.org/docs/q&a');
  });

  it('search index: documents parse and keep titles and headings as text, for the search box to render as text', () => {
    const docs = outputFiles('.json')
      .filter((f) => /^search\/.*search-doc/.test(f))
      .flatMap((f) => JSON.parse(read(f)).searchDocs as { title: string; section: string }[]);
    expect(docs.map((d) => d.title)).toEqual(expect.arrayContaining([DOC_TITLE, POST_TITLE]));
    expect(docs.map((d) => d.section)).toContain(HEADING);
  });
});

describe('links in Markdown that would run code', () => {
  it('render without an href (javascript:, any case, entity-encoded, data:, raw HTML); a control character makes a harmless relative link', () => {
    const anchors = elements(read('docs/intro/index.html')).filter((e) => e.name === 'a');
    const byText = (label: string) => anchors.find((a) => DomUtils.textContent(a) === label)!;
    for (const label of ['plain', 'mixed case', 'entity', 'data', 'raw link']) expect(byText(label).attribs, label).not.toHaveProperty('href');
    expect(new URL(byText('tab').attribs.href!, 'https://hostile.example.org/docs/intro').protocol).toBe('https:');
    expect(byText('safe link').attribs.href).toBe('https://example.org/?a=1&b=%222%22');
    const post = elements(read('blog/2024/01/01/hostile/index.html')).filter((e) => e.name === 'a');
    expect(post.find((a) => DomUtils.textContent(a) === 'a link')?.attribs).not.toHaveProperty('href');
    expect(warnings).toEqual(["Broken links found (1):\n  - On /docs/intro (docs/intro.md):\n    -> java%09script:alert('tab')"]);
  });
});
