import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { openWatchedPage, waitForHydration, type WatchedPage } from '../helpers/browser.ts';
import type { SiteServer } from '../helpers/realSite.ts';
import { withRealSiteInBrowser } from '../helpers/realSiteBrowser.ts';
import { REPO_ROOT } from '../helpers/site.ts';
import { isSameDocument, markDocument } from './theme-helpers.ts';

/**
 * The blog of the real site in Chromium (issue 11, point 4): the list's pagination (10, 10, 10, 4)
 * with its next and previous links, a tag's pages, and the author pages, all followed client-side.
 * What each page must list is read from content/blog, not from the build.
 */

const BLOG_DIR = path.join(REPO_ROOT, 'content/blog');
const POSTS_PER_PAGE = 10;

interface Post {
  permalink: string;
  title: string;
  date: string;
  authors: string[];
  tags: string[];
}

function frontMatter(file: string): Record<string, unknown> {
  const text = readFileSync(path.join(BLOG_DIR, file), 'utf8');
  const match = /^---\n([\s\S]*?)\n---/.exec(text);
  if (!match) throw new Error(`${file} has no front matter`);
  return parseYaml(match[1]!) as Record<string, unknown>;
}

/** The posts of content/blog, newest first (the date is the file name's prefix). */
function readPosts(): Post[] {
  return readdirSync(BLOG_DIR)
    .filter((f) => /^\d{4}-\d{2}-\d{2}-.*\.mdx?$/.test(f))
    .map((file) => {
      const data = frontMatter(file);
      if (typeof data.slug !== 'string' || typeof data.title !== 'string') throw new Error(`${file}: the test expects a slug and a title`);
      return { permalink: `/blog${data.slug}`, title: data.title, date: file.slice(0, 10), authors: (data.authors as string[] | undefined) ?? [], tags: (data.tags as string[] | undefined) ?? [] };
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}

const POSTS = readPosts();
const AUTHORS = parseYaml(readFileSync(path.join(BLOG_DIR, 'authors.yml'), 'utf8')) as Record<string, { name: string }>;
const TAGS = parseYaml(readFileSync(path.join(BLOG_DIR, 'tags.yml'), 'utf8')) as Record<string, { label: string; permalink: string }>;

let browser: Browser;
let server: SiteServer;

withRealSiteInBrowser((ready) => ({ browser, server } = ready));

const TITLE_LINKS = 'main h2.blog-post__title a';

/** Waits until the list shows exactly these posts (by link), then checks their titles. */
async function expectListed(page: Page, posts: Post[]): Promise<void> {
  const hrefs = posts.map((p) => p.permalink);
  const shown = () => page.locator(TITLE_LINKS).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  await page
    .waitForFunction((expected) => JSON.stringify([...document.querySelectorAll('main h2.blog-post__title a')].map((a) => a.getAttribute('href'))) === expected, JSON.stringify(hrefs))
    .catch(() => undefined);
  expect(await shown()).toEqual(hrefs);
  expect(await page.locator(TITLE_LINKS).allTextContents()).toEqual(posts.map((p) => p.title));
}

/** Path of page `index` (0-based) of a paginated list at `base`. */
/** Page n of a list; author pages are paginated under `authors/<n>`, as Docusaurus does. */
const pagePath = (base: string, index: number, segment = 'page') => (index === 0 ? base : `${base}/${segment}/${index + 1}`);

/**
 * From the first page of a list at `base` (already open), checks every page against `posts`, ten a
 * page, going forward with the "Older entries" links and back with the "Newer entries" links.
 * Returns the number of posts seen on each page.
 */
async function walkPages(page: Page, base: string, posts: Post[], pageTitle: (index: number) => string, segment = 'page'): Promise<number[]> {
  const chunks: Post[][] = [];
  for (let i = 0; i < posts.length; i += POSTS_PER_PAGE) chunks.push(posts.slice(i, i + POSTS_PER_PAGE));
  const next = page.locator('main a[rel="next"]');
  const prev = page.locator('main a[rel="prev"]');
  const checkPage = async (index: number) => {
    await page.waitForURL(`${server.url}${pagePath(base, index, segment)}`);
    await expectListed(page, chunks[index]!);
    await page.waitForFunction((t) => document.title === t, pageTitle(index));
    if (chunks.length > 1) expect(await page.textContent('main .blog-list-paginator__status')).toBe(`Page ${index + 1} of ${chunks.length}`);
    if (index < chunks.length - 1) expect(await next.getAttribute('href')).toBe(pagePath(base, index + 1, segment));
    else expect(await next.count()).toBe(0);
    if (index > 0) expect(await prev.getAttribute('href')).toBe(pagePath(base, index - 1, segment));
    else expect(await prev.count()).toBe(0);
  };
  for (let index = 0; index < chunks.length; index++) {
    await checkPage(index);
    if (index < chunks.length - 1) await next.click();
  }
  for (let index = chunks.length - 1; index > 0; index--) {
    await prev.click();
    await checkPage(index - 1);
  }
  return chunks.map((c) => c.length);
}

function expectClean(watched: WatchedPage): void {
  expect(watched.consoleErrors).toEqual([]);
  expect(watched.failedRequests).toEqual([]);
}

describe('the blog of the real site in Chromium', () => {
  it('pages through /blog ten posts at a time (10, 10, 10, 4), newest first, forward and back client-side', async () => {
    expect(new Set(POSTS.map((p) => p.date)).size).toBe(POSTS.length);
    const watched = await openWatchedPage(browser);
    const { page } = watched;
    await page.goto(`${server.url}/blog`);
    await waitForHydration(page);
    await markDocument(page);
    const sizes = await walkPages(page, '/blog', POSTS, (i) => (i === 0 ? 'Blog | Inspektor Gadget' : `Blog (page ${i + 1}) | Inspektor Gadget`));
    expect(sizes).toEqual([10, 10, 10, 4]);
    expect(await isSameDocument(page)).toBe(true);
    expectClean(watched);
    await page.context().close();
  });

  it('serves a later list page on its own, and opens a post from its Read more link', async () => {
    const watched = await openWatchedPage(browser);
    const { page } = watched;
    await page.goto(`${server.url}/blog/page/4`);
    await waitForHydration(page);
    await expectListed(page, POSTS.slice(30));
    const post = POSTS[30]!;
    await markDocument(page);
    await page.click(`main a.blog-post__read-more[href="${post.permalink}"]`);
    await page.waitForFunction((title) => document.querySelector('main h1')?.textContent === title, post.title);
    expect(new URL(page.url()).pathname).toBe(post.permalink);
    expect(await isSameDocument(page)).toBe(true);
    expectClean(watched);
    await page.context().close();
  });

  it('pages through the posts of the tag Inspektor Gadget, from a post’s tag link to page 4 and back', async () => {
    const key = 'inspektor-gadget';
    const tag = TAGS[key]!;
    const base = `/blog/tags${tag.permalink}`;
    const tagged = POSTS.filter((p) => p.tags.includes(key));
    expect(tagged.length).toBeGreaterThan(3 * POSTS_PER_PAGE);
    const watched = await openWatchedPage(browser);
    const { page } = watched;
    await page.goto(`${server.url}${POSTS[0]!.permalink}`);
    await waitForHydration(page);
    await markDocument(page);
    await page.click(`main a.tag[href="${base}"]`);
    const heading = `${tagged.length} posts tagged with “${tag.label}”`;
    await page.waitForFunction((h) => document.querySelector('main h1')?.textContent === h, heading);
    const sizes = await walkPages(page, base, tagged, (i) => `${heading}${i === 0 ? '' : ` (page ${i + 1})`} | Inspektor Gadget`);
    expect(sizes).toEqual([10, 10, 10, 4]);
    expect(await isSameDocument(page)).toBe(true);
    expectClean(watched);
    await page.context().close();
  });

  it('lists each author’s posts on the author’s page, linking to them', async () => {
    const watched = await openWatchedPage(browser);
    const { page } = watched;
    await page.goto(`${server.url}/blog/authors`);
    await waitForHydration(page);
    await markDocument(page);
    const keys = Object.keys(AUTHORS).filter((key) => POSTS.some((p) => p.authors.includes(key)));
    expect(keys.length).toBeGreaterThan(1);
    for (const key of keys) {
      const base = `/blog/authors/${key}`;
      const theirs = POSTS.filter((p) => p.authors.includes(key));
      await page.click(`main a[href="${base}"]`);
      await page.waitForFunction((name) => document.querySelector('main h1 a')?.textContent === name, AUTHORS[key]!.name);
      expect(await page.textContent('main h1 .blog-author__count')).toBe(` · ${theirs.length} post${theirs.length === 1 ? '' : 's'}`);
      await walkPages(page, base, theirs, (i) => `${AUTHORS[key]!.name}${i === 0 ? '' : ` (page ${i + 1})`} | Inspektor Gadget`, 'authors');
      // Every post listed names the author, linking back to this page.
      expect(await page.locator(`main article .blog-post__authors a[href="${base}"]`).count()).toBe(Math.min(theirs.length, POSTS_PER_PAGE));
      await page.click('main a[href="/blog/authors"]');
      await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Authors');
    }

    // An author's page links to the author's posts: open one, and come back through its author link.
    const key = keys.find((k) => POSTS.filter((p) => p.authors.includes(k)).length > 1)!;
    const post = POSTS.filter((p) => p.authors.includes(key))[1]!;
    await page.click(`main a[href="/blog/authors/${key}"]`);
    await expectListed(page, POSTS.filter((p) => p.authors.includes(key)).slice(0, POSTS_PER_PAGE));
    await page.click(`${TITLE_LINKS}[href="${post.permalink}"]`);
    await page.waitForFunction((title) => document.querySelector('main h1')?.textContent === title, post.title);
    expect(new URL(page.url()).pathname).toBe(post.permalink);
    await page.click(`main .blog-post__authors a[href="/blog/authors/${key}"]`);
    await page.waitForURL(`${server.url}/blog/authors/${key}`);
    await page.waitForFunction((name) => document.querySelector('main h1 a')?.textContent === name, AUTHORS[key]!.name);
    expect(await isSameDocument(page)).toBe(true);
    expectClean(watched);
    await page.context().close();
  });
});
