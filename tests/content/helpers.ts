import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { REPO_ROOT } from '../helpers/site.ts';

/** The site's content folder. */
export const CONTENT = path.join(REPO_ROOT, 'content');

/** A Markdown file of the site, split into front matter and body. */
export interface ContentFile {
  file: string;
  relativePath: string;
  frontMatter: Record<string, unknown>;
  body: string;
}

/** Reads every .md/.mdx file under a folder (partials included only when asked). */
export function readContentFiles(dir: string): ContentFile[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => /\.mdx?$/.test(f) && !f.split(path.sep).some((p) => p.startsWith('_')))
    .sort()
    .map((relativePath) => {
      const file = path.join(dir, relativePath);
      const text = readFileSync(file, 'utf8');
      const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
      return {
        file,
        relativePath: relativePath.split(path.sep).join('/'),
        frontMatter: match ? ((parseYaml(match[1]!) as Record<string, unknown>) ?? {}) : {},
        body: match ? text.slice(match[0].length) : text,
      };
    });
}

/** Words a reader reads: prose and code, without import lines and JSX tags. */
export function countWords(body: string): number {
  const text = body
    .replace(/^import .*$/gm, '')
    .replace(/<\/?[A-Z][^>]*>/g, ' ')
    .replace(/[#>*_`|[\]()-]+/g, ' ');
  return text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

/** Words that mark unfinished text. */
export const PLACEHOLDER = /\b(lorem ipsum|TODO|TBD|coming soon|placeholder)\b/i;
