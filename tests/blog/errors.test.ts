import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildQuietly, copyFixture, writeFiles } from '../helpers/site.ts';

/** Copies the blog fixture, applies edits, builds, and returns the error message the build stopped with. */
async function buildError(edit: (siteDir: string) => void): Promise<string> {
  const siteDir = copyFixture('blog-site');
  edit(siteDir);
  try {
    await buildQuietly(siteDir);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('The build was expected to fail but succeeded.');
}

/** Replaces text in a file of a site. */
function replaceIn(siteDir: string, file: string, from: string, to: string): void {
  const full = path.join(siteDir, file);
  const text = readFileSync(full, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain ${from}`);
  writeFileSync(full, text.replace(from, to));
}

describe('blog errors stop the build with the file, line and column', () => {
  it('an author key missing from authors.yml', async () => {
    const message = await buildError((site) => replaceIn(site, 'blog/2023-01-10-first-post.md', 'authors: [jane]', 'authors: [jane, nobody]'));
    expect(message).toBe('1 error in 1 file:\n\nblog/2023-01-10-first-post.md:5:17 Unknown author key "nobody": it is not in blog/authors.yml. Known keys: jane, ops-team, unused.');
  });

  it('two posts with the same URL', async () => {
    const message = await buildError((site) =>
      writeFiles(site, { 'blog/2023-12-01-copy.md': '---\ntitle: Copy\nslug: /2023/01/first-post\nauthors: [jane]\n---\n\nSame slug.\n\n<!-- truncate -->\n' }),
    );
    expect(message).toBe('1 error in 1 file:\n\nblog/2023-12-01-copy.md:3:7 Duplicate blog post URL /blog/2023/01/first-post: blog/2023-01-10-first-post.md has it too. Give one of them another slug.');
  });

  it('a date that does not exist, in the front matter or in the file name', async () => {
    const message = await buildError((site) => {
      replaceIn(site, 'blog/undated-post.md', 'date: 2022-05-05T10:00:00Z', 'date: 2023-02-30');
      renameSync(path.join(site, 'blog/2023-02-10-second-post.md'), path.join(site, 'blog/2023-13-45-second-post.md'));
    });
    expect(message).toBe(
      '2 errors in 2 files:\n\n' +
        'blog/2023-13-45-second-post.md Invalid date "2023-13-45" in the file name. Name posts YYYY-MM-DD-name.md with a real day, or set "date" in the front matter.\n' +
        'blog/undated-post.md:3:7 Invalid front matter: date: Expected a real day as YYYY-MM-DD (or with a time, YYYY-MM-DDTHH:mm), received "2023-02-30"',
    );
  });

  it('front matter of the wrong type', async () => {
    const message = await buildError((site) => replaceIn(site, 'blog/2024-07-01-no-truncate.md', 'tags: [release]', 'tags: release\ndraft: maybe'));
    expect(message).toBe(
      '2 errors in 1 file:\n\n' +
        'blog/2024-07-01-no-truncate.md:4:7 Invalid front matter: tags: Expected array, received "release"\n' +
        'blog/2024-07-01-no-truncate.md:5:8 Invalid front matter: draft: Expected boolean, received "maybe"',
    );
  });

  it('authors.yml that is not valid YAML', async () => {
    const message = await buildError((site) => replaceIn(site, 'blog/authors.yml', '  title: Keeps the clusters running', '  title: [Keeps the clusters running'));
    expect(message).toBe(
      '1 error in 1 file:\n\nblog/authors.yml:14:3 Invalid authors file (expected a map of author key → { name, title, url, image_url, socials }): Flow sequence in block collection must be sufficiently indented and end with a ]',
    );
  });

  it('authors.yml with a value of the wrong type', async () => {
    const message = await buildError((site) => replaceIn(site, 'blog/authors.yml', 'name: Jane Doe', 'name: 42'));
    expect(message).toBe('1 error in 1 file:\n\nblog/authors.yml:2:9 Invalid authors file (expected a map of author key → { name, title, url, image_url, socials }): jane.name: Expected string, received 42');
  });

  it('tags.yml with an unknown field or invalid YAML', async () => {
    const typo = await buildError((site) => replaceIn(site, 'blog/tags.yml', '  label: Release', '  label: Release\n  lable: Typo'));
    expect(typo).toBe('1 error in 1 file:\n\nblog/tags.yml:12:3 Invalid tags file (expected a map of tag key → { label, description, permalink }): release.lable: Unknown key. Remove it or check its spelling.');
    const syntax = await buildError((site) => replaceIn(site, 'blog/tags.yml', '  label: Kubernetes', '  label: "Kubernetes'));
    expect(syntax).toMatch(/^1 error in 1 file:\n\nblog\/tags\.yml:\d+:\d+ Invalid tags file \(expected a map of tag key → \{ label, description, permalink \}\): /);
  });

  it('tags.yml giving two tags one permalink', async () => {
    const message = await buildError((site) => replaceIn(site, 'blog/tags.yml', 'kubernetes:\n  label: Kubernetes', 'kubernetes:\n  label: Kubernetes\n  permalink: /e-bpf'));
    expect(message).toBe('1 error in 1 file:\n\nblog/tags.yml:7:3 Invalid tags file: the tags "e-bpf", "kubernetes" share the permalink "/e-bpf". Give each tag its own permalink.');
  });

  it('a Markdown link to a post that does not exist (onBrokenMarkdownLinks: throw; warn keeps building)', async () => {
    const broken = (site: string) => {
      replaceIn(site, 'site.config.ts', "baseUrl: '/',", "baseUrl: '/',\n  onBrokenMarkdownLinks: 'throw',");
      writeFiles(site, { 'blog/2023-02-01-links.md': '---\ntitle: Links\nauthors: [jane]\n---\n\nSee [an old post](./2020-01-01-gone.md).\n' });
    };
    const message = await buildError(broken);
    expect(message).toContain('blog/2023-02-01-links.md:6:5 Markdown link "./2020-01-01-gone.md" points to no blog post.');
    const siteDir = copyFixture('blog-site');
    broken(siteDir);
    // The link stays as written, so the page link check sees it too: both warn here.
    replaceIn(siteDir, 'site.config.ts', "onBrokenMarkdownLinks: 'throw'", "onBrokenMarkdownLinks: 'warn',\n  onBrokenLinks: 'warn'");
    const built = await buildQuietly(siteDir);
    expect(built.warnings.join('\n')).toContain('blog/2023-02-01-links.md:6:5 Markdown link "./2020-01-01-gone.md" points to no blog post.');
  });

  it('invalid plugin options name site.config.ts', async () => {
    const message = await buildError((site) => replaceIn(site, 'site.config.ts', "path: 'blog',", "path: 'blog',\n        postsPerPage: 0,"));
    expect(message).toBe('site.config.ts: invalid content-blog plugin options:\n  postsPerPage: Number must be greater than 0, received 0');
  });
});
