import type { SidebarItem } from '@folio/plugin-content-docs';
import { markdownCopyFile } from './copy-path.ts';
import type { CopyPage, CopyVersion } from './pages.ts';
import { createSiteUrl } from '@folio/client/site-url';

/** A file to write below the output folder. */
export interface LlmsFile {
  /** Relative to the output folder, `/`-separated. */
  path: string;
  content: string;
}

/** The site as llms.txt describes it. */
export interface LlmsSite {
  title: string;
  /** The summary line (`> …`). */
  description: string;
  /** `https://example.org` (no trailing slash). */
  origin: string;
  baseUrl: string;
}

/** What the llms.txt files are made of: the pages with copies, and each one's copy by path. */
export interface LlmsInput {
  site: LlmsSite;
  pages: readonly CopyPage[];
  copies: ReadonlyMap<string, string>;
  /** List the blog's posts in /llms.txt. */
  blog: boolean;
  /** Link the pages' Markdown copies (else their HTML pages, when the site writes no copies). */
  linkCopies: boolean;
}

/** One `## Section` of an llms.txt: a heading and its pages. */
interface Section {
  title: string;
  pages: CopyPage[];
}

const siteUrl = (site: LlmsSite, sitePath: string) => createSiteUrl({ baseUrl: site.baseUrl, url: site.origin }).absolute(sitePath);
const pageUrl = (site: LlmsSite, page: CopyPage) => `${site.origin}${page.permalink}`;
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** `- [Title](url.md): description` (the page's URL when there are no copies). */
function entry(input: Pick<LlmsInput, 'site' | 'linkCopies'>, page: CopyPage, note?: string): string {
  const details = [page.description ? oneLine(page.description) : '', note ?? ''].filter(Boolean).join(' ');
  const url = input.linkCopies ? siteUrl(input.site, markdownCopyFile(page.path)) : pageUrl(input.site, page);
  return `- [${oneLine(page.title).replace(/[[\]\\]/g, '\\$&')}](${url})${details ? `: ${details}` : ''}`;
}

/** The docs of a version in sidebar order (every sidebar the docs are shown with), then the docs of no sidebar. */
function docSections(docs: readonly CopyPage[]): Section[] {
  const byPath = new Map(docs.map((doc) => [doc.path, doc]));
  const placed = new Set<CopyPage>();
  const sections: Section[] = [];
  const loose: Section = { title: 'Docs', pages: [] };
  sections.push(loose);
  const walk = (items: readonly SidebarItem[], trail: string[], into: Section) => {
    for (const item of items) {
      if (item.type === 'html') continue;
      const page = item.href ? byPath.get(item.href) : undefined;
      if (item.type === 'link') {
        if (page && !placed.has(page)) {
          placed.add(page);
          into.pages.push(page);
        }
        continue;
      }
      const section: Section = { title: [...trail, item.label].join(' › '), pages: [] };
      sections.push(section);
      if (page && !placed.has(page)) {
        placed.add(page);
        section.pages.push(page);
      }
      walk(item.items, [...trail, item.label], section);
    }
  };
  const sidebars = [...new Set(docs.map((doc) => doc.sidebar).filter((s): s is SidebarItem[] => s !== undefined))];
  for (const sidebar of sidebars) walk(sidebar, [], loose);
  loose.pages.push(...docs.filter((doc) => !placed.has(doc)));
  return sections.filter((section) => section.pages.length > 0);
}

function listed(pages: readonly CopyPage[]): CopyPage[] {
  return pages.filter((page) => !page.hidden);
}

/** The docs of one version, those left out of llms.txt aside. */
function versionDocs(pages: readonly CopyPage[], version: CopyVersion): CopyPage[] {
  return listed(pages).filter((page) => page.kind === 'doc' && page.version?.name === version.name && page.version.path === version.path);
}

/** Every docs version the pages belong to, the last (latest) first, then in the order met. */
function versionsOf(pages: readonly CopyPage[]): CopyVersion[] {
  const seen = new Map<string, CopyVersion>();
  for (const page of pages) if (page.version && !seen.has(page.version.path)) seen.set(page.version.path, page.version);
  return [...seen.values()].sort((a, b) => Number(b.isLast) - Number(a.isLast));
}

function renderSections(input: LlmsInput, sections: readonly Section[]): string[] {
  return sections.flatMap((section) => ['', `## ${section.title}`, '', ...section.pages.map((page) => entry(input, page))]);
}

/** The line under the summary: what the links lead to, and where the full text is. */
function intro(input: LlmsInput, version: CopyVersion, fullTextPath: string): string {
  const what = input.linkCopies ? `Markdown copies of the pages of the ${version.label} docs` : `the pages of the ${version.label} docs`;
  return `The links lead to ${what}. Their full text in one file: ${siteUrl(input.site, fullTextPath)}`;
}

/** The full text of docs in order: each copy with its page's URL under its title. */
function fullText(site: LlmsSite, heading: string[], sections: readonly Section[], copies: ReadonlyMap<string, string>): string {
  const parts = sections.flatMap((section) =>
    section.pages.map((page) => {
      const copy = (copies.get(page.path) ?? `# ${page.title}\n`).trimEnd();
      const newline = copy.indexOf('\n');
      const title = newline < 0 ? copy : copy.slice(0, newline);
      const rest = newline < 0 ? '' : copy.slice(newline);
      return `${title}\n\nSource: ${pageUrl(site, page)}${rest.replace(/^\n+/, '\n\n')}`;
    }),
  );
  return `${[...heading, ...parts].join('\n\n')}\n`;
}

function versionFolder(version: CopyVersion): string {
  return version.path.replace(/^\/|\/$/g, '');
}

/**
 * The llms.txt files (llmstxt.org): `/llms.txt` (the site, its latest docs by sidebar category
 * as links to their Markdown copies, the blog, and the other versions as optional reading),
 * `/llms-full.txt` (the full text of the latest docs in sidebar order), and both again in each
 * docs version's folder for that version. Pure.
 */
export function buildLlmsFiles(input: LlmsInput): LlmsFile[] {
  const { site, pages, copies } = input;
  const versions = versionsOf(pages);
  const latest = versions.find((v) => v.isLast) ?? versions[0];
  const files: LlmsFile[] = [];
  const summary = site.description ? ['', `> ${oneLine(site.description)}`] : [];
  const rootSections: Section[] = latest ? docSections(versionDocs(pages, latest)) : [];
  const posts = input.blog ? listed(pages).filter((page) => page.kind === 'post') : [];
  const root = [`# ${site.title}`, ...summary];
  if (latest) root.push('', intro(input, latest, 'llms-full.txt'));
  root.push(...renderSections(input, rootSections));
  if (posts.length) root.push('', '## Blog', '', ...posts.map((post) => entry(input, post, post.date ? `(${post.date.slice(0, 10)})` : undefined)));
  const others = versions.filter((v) => v !== latest);
  if (others.length) root.push('', '## Optional', '', ...others.map((v) => `- [Docs ${v.label}](${siteUrl(site, `${versionFolder(v)}/llms.txt`)}): the ${v.label} docs, by category; full text at ${siteUrl(site, `${versionFolder(v)}/llms-full.txt`)}`));
  files.push({ path: 'llms.txt', content: `${root.join('\n')}\n` });
  if (latest) files.push({ path: 'llms-full.txt', content: fullText(site, [`# ${site.title}`, ...(site.description ? [`> ${oneLine(site.description)}`] : [])], rootSections, copies) });
  for (const version of versions) {
    const sections = docSections(versionDocs(pages, version));
    const title = `# ${site.title} docs, ${version.label}`;
    const folder = versionFolder(version);
    const lines = [title, ...summary, '', intro(input, version, `${folder}/llms-full.txt`), ...renderSections(input, sections)];
    files.push({ path: `${folder}/llms.txt`, content: `${lines.join('\n')}\n` });
    files.push({ path: `${folder}/llms-full.txt`, content: fullText(site, [title, ...(site.description ? [`> ${oneLine(site.description)}`] : [])], sections, copies) });
  }
  return files;
}
