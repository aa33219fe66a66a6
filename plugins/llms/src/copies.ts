import path from 'node:path';
import type { CopyTemplate } from './convert.ts';
import { markdownCopyFile } from './copy-path.ts';
import { stampingReader, stampOf, storeCopies, type FileStamp, type StoredCopies } from './copies-store.ts';
import { fillTemplate, type FillContext } from './fill.ts';
import { buildLlmsFiles, type LlmsFile } from './llms-txt.ts';
import type { CopyPage } from './pages.ts';
import { measureOutput, type OutputSizes } from './report.ts';

/** Everything that making the copies and llms files needs: plain data, so a worker thread can take it. */
export interface CopiesJob {
  /** Each page's template (in page order), or why it has none. */
  templates: (CopyTemplate | { problem: string })[];
  pages: CopyPage[];
  siteDir: string;
  site: { title: string; description: string; origin: string; baseUrl: string };
  /** Absolute source file → the permalink of the page made from it. */
  fileToPermalink: [string, string][];
  options: { markdownCopies: boolean; llmsTxt: boolean; blog: boolean };
  /** Where the result is kept (`.folio/llms`), under the key of its inputs (see copiesKey). */
  storeDir: string;
  key: string;
}

/** What to write and to log. */
export interface MadeCopies {
  /** Files below the output folder: the pages' copies, then the llms files. */
  files: LlmsFile[];
  warnings: string[];
  sizes: OutputSizes;
  /** The pages' source files and the files raw-loader imports named, as read. */
  stamps: FileStamp[];
}

/**
 * Places every page's template on its page (links made absolute, raw-loader files read,
 * `<DocCardList />` cards listed) and makes the llms.txt files from the copies. The same for
 * every path: the first page of a path wins.
 */
export function makeCopies(job: CopiesJob): MadeCopies {
  const permalinks = new Map(job.fileToPermalink);
  const stamps = new Map<string, FileStamp>(job.pages.map((page) => [page.sourceFile, stampOf(page.sourceFile)]));
  const fill: FillContext = {
    origin: job.site.origin,
    baseUrl: job.site.baseUrl,
    permalinkOfFile: (file) => permalinks.get(file),
    readFile: stampingReader(stamps),
  };
  const warnings: string[] = [];
  const copies = new Map<string, string>();
  const written: CopyPage[] = [];
  for (const [i, page] of job.pages.entries()) {
    const template = job.templates[i]!;
    const file = path.relative(job.siteDir, page.sourceFile);
    if ('problem' in template) {
      const reason = template.problem;
      const placed = reason.includes(page.sourceFile) ? reason.replaceAll(page.sourceFile, file) : `${file}:${reason}`;
      warnings.push(`${placed}\n  No Markdown copy of ${page.permalink}: the file could not be read as Markdown (the page itself built; report this as a Folio bug if it shows fine).`);
      continue;
    }
    const filled = fillTemplate(template, page, fill);
    for (const problem of filled.problems) warnings.push(`${file}: the Markdown copy of ${page.permalink}: ${problem}.`);
    if (copies.has(page.path)) continue;
    copies.set(page.path, filled.markdown);
    written.push(page);
  }
  const copyFiles = job.options.markdownCopies ? written.map((page) => ({ path: markdownCopyFile(page.path), content: copies.get(page.path)! })) : [];
  const llmsFiles = job.options.llmsTxt ? buildLlmsFiles({ site: job.site, pages: written, copies, blog: job.options.blog, linkCopies: job.options.markdownCopies }) : [];
  const sizes = measureOutput(job.options.markdownCopies ? [...copies.values()] : [], llmsFiles);
  return { files: [...copyFiles, ...llmsFiles], warnings, sizes, stamps: [...stamps.values()] };
}

/** Makes the copies and llms files and keeps them in the job's store (the copies worker's task). */
export function makeAndStoreCopies(job: CopiesJob): Promise<StoredCopies> {
  return storeCopies(job.storeDir, job.key, makeCopies(job));
}
