import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { CONTENT, countWords, PLACEHOLDER, readContentFiles } from './helpers.ts';

const BLOG = path.join(CONTENT, 'blog');
const posts = readContentFiles(BLOG);
const authors = parseYaml(readFileSync(path.join(BLOG, 'authors.yml'), 'utf8')) as Record<string, { name: string; title?: string; image_url?: string }>;
const tags = parseYaml(readFileSync(path.join(BLOG, 'tags.yml'), 'utf8')) as Record<string, { label: string; permalink: string; description?: string }>;

describe('the blog content', () => {
  it('has 34 posts dated 2020 to 2025 with slugs /YYYY/MM/name matching their dates', () => {
    expect(posts).toHaveLength(34);
    for (const post of posts) {
      const [, year, month] = /^(\d{4})-(\d{2})-\d{2}-/.exec(post.relativePath) ?? [];
      expect(Number(year)).toBeGreaterThanOrEqual(2020);
      expect(Number(year)).toBeLessThanOrEqual(2025);
      expect(post.frontMatter.slug, post.relativePath).toMatch(new RegExp(`^/${year}/${month}/[a-z0-9-]+$`));
    }
  });

  it('has posts of 500 to 1,500 words, each with a truncate marker, description and image', () => {
    for (const post of posts) {
      const words = countWords(post.body);
      expect(words, post.relativePath).toBeGreaterThanOrEqual(500);
      expect(words, post.relativePath).toBeLessThanOrEqual(1500);
      expect(/<!-- truncate -->|\{\/\* truncate \*\/\}/.test(post.body), post.relativePath).toBe(true);
      expect(typeof post.frontMatter.description, post.relativePath).toBe('string');
      expect(typeof post.frontMatter.image, post.relativePath).toBe('string');
    }
  });

  it('names known authors (teams and roles, each with a title and an image) and known tags', () => {
    for (const [key, author] of Object.entries(authors)) {
      expect(author.title, key).toBeTruthy();
      expect(author.image_url, key).toMatch(/^\/img\//);
    }
    for (const post of posts) {
      const postAuthors = post.frontMatter.authors as string[];
      expect(postAuthors.length, post.relativePath).toBeGreaterThan(0);
      for (const author of postAuthors) expect(authors[author], `${post.relativePath}: ${author}`).toBeDefined();
      for (const tag of post.frontMatter.tags as string[]) expect(tags[tag], `${post.relativePath}: ${tag}`).toBeDefined();
    }
  });

  it('uses 70 to 90 tags, with the counts the spec’s pagination needs', () => {
    const counts = new Map<string, number>();
    for (const post of posts) for (const tag of post.frontMatter.tags as string[]) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    expect(counts.size).toBeGreaterThanOrEqual(70);
    expect(counts.size).toBeLessThanOrEqual(90);
    for (const tag of ['bpf', 'gadget', 'kubernetes']) expect(counts.get(tag)! > 10 && counts.get(tag)! <= 20, tag).toBe(true);
    expect(counts.get('e-bpf')! > 20 && counts.get('e-bpf')! <= 30).toBe(true);
    expect(counts.get('inspektor-gadget')! > 30).toBe(true);
  });

  it('has no placeholder text and a diagram or image in at least a third of the posts', () => {
    expect(posts.filter((p) => PLACEHOLDER.test(p.body)).map((p) => p.relativePath)).toEqual([]);
    expect(posts.filter((p) => p.body.includes('```mermaid') || /!\[[^\]]+\]\(/.test(p.body)).length).toBeGreaterThanOrEqual(12);
  });
});
