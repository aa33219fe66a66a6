import { z } from 'zod';
import { kebabCase } from './kebab-case.ts';
import { joinPath } from './paginate.ts';
import type { BlogAuthorProps } from './props.ts';

/** Social profiles: platform → handle or URL. */
const socialsSchema = z.record(z.string(), z.string());

/** The fields of an author, as `authors.yml` and inline front matter write them (Docusaurus 3.5). */
export const authorFieldsSchema = z
  .object({
    /** Display name. */
    name: z.string().optional(),
    /** Role or tagline under the name. */
    title: z.string().optional(),
    /** Link of the name. */
    url: z.string().optional(),
    /** Avatar: a site path (`/img/a.png`) or a URL. */
    image_url: z.string().optional(),
    /** Docusaurus's camel-case spelling of image_url. */
    imageURL: z.string().optional(),
    email: z.string().optional(),
    /** `{ github: 'name', x: 'name' }` or full URLs. */
    socials: socialsSchema.optional(),
    /** Author page (Docusaurus 3.5+): `true` for one at `<authors>/<kebab-cased key>`, `{ permalink }` to choose its path; none by default. */
    page: z.union([z.boolean(), z.object({ permalink: z.string() }).strict()]).optional(),
  })
  .passthrough();

/** One author of the authors file. */
export const authorSchema = authorFieldsSchema.refine((a) => a.name !== undefined || a.image_url !== undefined || a.imageURL !== undefined, 'an author needs at least a name or an image_url');

/** `authors.yml`: author key → author. */
export const authorsFileSchema = z.record(z.string(), authorSchema);

/** The authors file, validated. */
export type AuthorsMap = z.infer<typeof authorsFileSchema>;
/** An author written in front matter: a key, or an object (optionally with `key` plus overrides). */
export type FrontMatterAuthor = string | (z.infer<typeof authorFieldsSchema> & { key?: string | undefined });

/** An author of a post, ready for the theme. */
export type BlogAuthor = BlogAuthorProps;

const SOCIAL_URLS: Record<string, (handle: string) => string> = {
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://x.com/${h}`,
  github: (h) => `https://github.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (h) => `https://stackoverflow.com/users/${h}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  mastodon: (h) => `https://mastodon.social/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
};

/** Turns handles into profile URLs; full URLs stay as they are. */
export function normalizeSocials(socials: Record<string, string> | undefined): BlogAuthor['socials'] {
  if (!socials) return undefined;
  return Object.entries(socials).map(([platform, value]) => {
    const toUrl = SOCIAL_URLS[platform.toLowerCase()];
    const url = /^https?:\/\//.test(value) || !toUrl ? value : toUrl(value.replace(/^@/, ''));
    return { platform, url };
  });
}

/** The route of an author's page, as Docusaurus 3.5+ makes them: only for `page: true` or `page: { permalink }`. Pure. */
export function authorPagePath(page: boolean | { permalink: string } | undefined, key: string, authorsRoute: string): string | undefined {
  if (!page) return undefined;
  return joinPath(authorsRoute, page === true ? kebabCase(key) : page.permalink);
}

function toBlogAuthor(author: z.infer<typeof authorSchema>, key: string | undefined, authorsRoute: string | undefined): BlogAuthor {
  const page = key && authorsRoute ? authorPagePath(author.page, key, authorsRoute) : undefined;
  return {
    key,
    name: author.name,
    title: author.title,
    url: author.url,
    imageUrl: author.image_url ?? author.imageURL,
    email: author.email,
    socials: normalizeSocials(author.socials),
    page,
  };
}

/** Legacy single-author keys (`author`, `author_title` ...) as Docusaurus still reads them. */
interface LegacyAuthorFields {
  author?: string | undefined;
  author_title?: string | undefined;
  author_url?: string | undefined;
  author_image_url?: string | undefined;
}

/**
 * Resolves a post's authors: keys come from the authors map (with their page), objects are
 * inline authors (or a `key` plus overrides). Unknown keys are returned with their index in
 * the front matter list, so the error can point at them.
 */
export function resolvePostAuthors(
  frontMatter: { authors?: FrontMatterAuthor | FrontMatterAuthor[] | undefined } & LegacyAuthorFields,
  authorsMap: AuthorsMap | undefined,
  authorsRoute: string,
): { authors: BlogAuthor[]; unknownKeys: { key: string; index: number | undefined }[]; inlineCount: number } {
  const authors: BlogAuthor[] = [];
  const unknownKeys: { key: string; index: number | undefined }[] = [];
  let inlineCount = 0;
  const list = frontMatter.authors === undefined ? [] : Array.isArray(frontMatter.authors) ? frontMatter.authors : [frontMatter.authors];
  list.forEach((entry, i) => {
    const index = Array.isArray(frontMatter.authors) ? i : undefined;
    const key = typeof entry === 'string' ? entry : entry.key;
    if (key !== undefined) {
      const known = authorsMap && Object.hasOwn(authorsMap, key) ? authorsMap[key] : undefined;
      if (!known) {
        unknownKeys.push({ key, index });
        return;
      }
      const overrides = typeof entry === 'string' ? {} : Object.fromEntries(Object.entries(entry).filter(([k, v]) => k !== 'key' && v !== undefined));
      authors.push(toBlogAuthor({ ...known, ...overrides }, key, authorsRoute));
      return;
    }
    inlineCount++;
    authors.push(toBlogAuthor(entry as z.infer<typeof authorSchema>, undefined, undefined));
  });
  if (list.length === 0 && frontMatter.author) {
    inlineCount++;
    authors.push({ name: frontMatter.author, title: frontMatter.author_title, url: frontMatter.author_url, imageUrl: frontMatter.author_image_url });
  }
  return { authors, unknownKeys, inlineCount };
}

/** Every author of the authors file, in file order, with their page: what the authors page lists. */
export function resolveFileAuthors(authorsMap: AuthorsMap | undefined, authorsRoute: string): BlogAuthor[] {
  return Object.entries(authorsMap ?? {}).map(([key, author]) => toBlogAuthor(author, key, authorsRoute));
}
