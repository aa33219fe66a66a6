/** Pure helpers for doc ids, slugs and labels. */

const NUMBER_PREFIX = /^\d+\s*[-_.]+\s*/;

/** `01-intro` → `intro`; a name that is only a number keeps it. */
export function stripNumberPrefix(name: string): string {
  const stripped = name.replace(NUMBER_PREFIX, '');
  return stripped === '' ? name : stripped;
}

/** `guides/01-setup/02-install.md` → dir `guides/setup`, base `install`. */
export function splitSourcePath(relativePath: string): { dir: string; base: string; ext: string } {
  const parts = relativePath.split('/');
  const file = parts.pop()!;
  const ext = file.match(/\.mdx?$/)?.[0] ?? '';
  return { dir: parts.map(stripNumberPrefix).join('/'), base: stripNumberPrefix(file.slice(0, file.length - ext.length)), ext };
}

/** The doc id: folder path plus file name (or front matter `id`), number prefixes stripped. */
export function docIdOf(relativePath: string, frontMatterId?: string): string {
  const { dir, base } = splitSourcePath(relativePath);
  const name = frontMatterId ?? base;
  return dir ? `${dir}/${name}` : name;
}

/**
 * True for a folder's index doc, as Docusaurus decides it: the file is named `index`, `README` or
 * like its folder, in any case, compared as written (number prefixes included: `01-intro/01-intro.md`
 * is its folder's index, `01-intro/intro.md` is not).
 */
export function isCategoryIndex(relativePath: string): boolean {
  const parts = relativePath.split('/');
  const name = parts[parts.length - 1]!.replace(/\.mdx?$/, '').toLowerCase();
  const folder = parts.length > 1 ? parts[parts.length - 2]!.toLowerCase() : undefined;
  return name === 'index' || name === 'readme' || name === folder;
}

/**
 * The slug of a doc inside its version: an absolute front matter slug as it is, a relative one
 * inside the doc's folder; else an index doc's folder with `/` (whatever its front matter id, as in
 * Docusaurus), or the folder and the id's last part.
 */
export function docSlugOf(relativePath: string, frontMatterSlug?: string, frontMatterId?: string): string {
  const { dir, base } = splitSourcePath(relativePath);
  if (frontMatterSlug !== undefined) {
    if (frontMatterSlug.startsWith('/')) return frontMatterSlug;
    return `/${dir ? `${dir}/` : ''}${frontMatterSlug}`;
  }
  if (isCategoryIndex(relativePath)) return dir ? `/${dir}/` : '/';
  return `/${dir ? `${dir}/` : ''}${frontMatterId ?? base}`;
}

/** Joins a version path and a doc slug: (`/docs/latest`, `/a/`) → `/docs/latest/a/`. */
export function joinPermalink(versionPath: string, slug: string): string {
  const joined = `${versionPath.replace(/\/$/, '')}${slug}`;
  return joined === '' ? '/' : joined;
}

/** Docusaurus's kebab-case of a label: `Inspektor Gadget` → `inspektor-gadget`, `eBPF` → `e-bpf`. */
export function kebabCase(label: string): string {
  return label
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d)/g, '$1 $2')
    .replace(/(\d)([a-zA-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase())
    .join('-');
}
