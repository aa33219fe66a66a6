import { slug } from 'github-slugger';

/**
 * The id GitHub (and rehype-slug) gives a heading with this text, without de-duplication:
 * `Hello, World!` → `hello-world`.
 */
export function slugifyHeading(text: string): string {
  return slug(text);
}
