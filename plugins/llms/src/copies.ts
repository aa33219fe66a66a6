import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CopyTemplate } from './convert.ts';
import { markdownCopyFile } from './copy-path.ts';
import { fillTemplate, type FillContext } from './fill.ts';
import { buildLlmsFiles, type LlmsFile } from './llms-txt.ts';
import type { CopyPage } from './pages.ts';
import { describeOutput } from './report.ts';

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
  /** For the build log: files converted by this build, and when the last one was done. */
  converted: number;
  elapsedMs: number;
}

/** What to write and to log. */
export interface CopiesResult {
  /** Files below the output folder: the pages' copies, then the llms files. */
  files: LlmsFile[];
  warnings: string[];
  /** The build-log lines (sizes). */
  report: string[];
}

function readIfExists(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Places every page's template on its page (links made absolute, raw-loader files read,
 * `<DocCardList />` cards listed) and makes the llms.txt files from the copies. The same for
 * every path: the first page of a path wins.
 */
export function makeCopies(job: CopiesJob): CopiesResult {
  const permalinks = new Map(job.fileToPermalink);
  const fill: FillContext = {
    origin: job.site.origin,
    baseUrl: job.site.baseUrl,
    permalinkOfFile: (file) => permalinks.get(file),
    readFile: readIfExists,
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
  const report = describeOutput({ copies: job.options.markdownCopies ? [...copies.values()] : [], converted: job.converted, elapsedMs: job.elapsedMs, llmsFiles });
  return { files: [...copyFiles, ...llmsFiles], warnings, report };
}
