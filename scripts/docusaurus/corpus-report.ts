import type { RouteDiff } from './route-list.ts';
import { formatDiff, summarizeDiff } from './route-list.ts';

/** One site of the corpus manifest (scripts/docusaurus/corpus.json). */
export interface CorpusSite {
  /** Folder name under the corpus folder. */
  name: string;
  /** GitHub `owner/name`. */
  repository: string;
  commit: string;
  /** The site's folder inside the repository ('' for the root). */
  siteFolder: string;
  /** What kind of Docusaurus site it is, for the table. */
  shape: string;
  /** Why it is in the corpus. */
  why: string;
}

/** What the corpus script found for one site. */
export interface SiteResult {
  site: CorpusSite;
  /** Why the site was not built, when it was not (folder or dependencies missing). */
  skipped?: string;
  docusaurus?: { version: string; wallMs: number; htmlFiles: number; warnings: number; builtAt: string; error?: string };
  folio?: { ok: boolean; wallMs: number; pages?: number; htmlFiles?: number; warnings: WarningGroup[]; warningCount: number; error?: string };
  diff?: RouteDiff;
}

/** Warnings that say the same thing about different files or names. */
export interface WarningGroup {
  count: number;
  /** The first warning of the group, as printed. */
  example: string;
}

/** The first line of each warning Folio printed (its logger writes `warning <message>`). Pure. */
export function folioWarnings(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('warning '))
    .map((line) => line.slice('warning '.length).trim());
}

/** The error a failed Folio build printed (`error <message>` and the lines after it, up to `lines`). Pure. */
export function folioError(output: string, lines = 8): string | undefined {
  const all = output.split('\n');
  const start = all.findIndex((line) => line.startsWith('error '));
  if (start < 0) return undefined;
  return all.slice(start, start + lines).join('\n').slice('error '.length).trim();
}

/** How many `[WARNING]` lines Docusaurus printed. Pure. */
export function docusaurusWarningCount(output: string): number {
  return output.split('\n').filter((line) => line.includes('[WARNING]')).length;
}

/** The text of a message with what varies between files masked: quoted text, paths, numbers. Pure. */
export function warningKey(message: string): string {
  return message
    .replace(/"[^"]*"|'[^']*'|`[^`]*`/g, '…')
    .replace(/\S*[/\\]\S*/g, '…')
    .replace(/\d+/g, 'N');
}

/** Groups warnings by `warningKey`, largest group first. Pure. */
export function groupWarnings(messages: readonly string[]): WarningGroup[] {
  const groups = new Map<string, WarningGroup>();
  for (const message of messages) {
    const key = warningKey(message);
    const group = groups.get(key);
    if (group) group.count++;
    else groups.set(key, { count: 1, example: message });
  }
  return [...groups.values()].sort((a, b) => b.count - a.count);
}

/** Seconds with one decimal: `12.3 s`. Pure. */
export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** The route-difference cell of the table. Pure. */
function routeCell(result: SiteResult): string {
  if (!result.diff) return '—';
  const { onlyDocusaurus, onlyFolio, common } = result.diff;
  if (!onlyDocusaurus.length && !onlyFolio.length) return `none (${common} routes)`;
  return `${onlyDocusaurus.length} only in Docusaurus, ${onlyFolio.length} only in Folio (${common} common)`;
}

/** One row of the compatibility table. Pure. */
function tableRow(result: SiteResult): string {
  const { site, folio, docusaurus } = result;
  const name = `[${site.name}](https://github.com/${site.repository}/tree/${site.commit.slice(0, 12)}${site.siteFolder ? `/${site.siteFolder}` : ''})`;
  if (result.skipped) return `| ${name} | ${site.shape} | skipped: ${result.skipped} | | | | |`;
  const pages = folio?.ok ? `${folio.pages ?? folio.htmlFiles} (Docusaurus: ${docusaurus?.htmlFiles ?? '—'} HTML files)` : `— (Docusaurus: ${docusaurus?.htmlFiles ?? '—'})`;
  const folioCell = folio ? (folio.ok ? seconds(folio.wallMs) : `**failed** after ${seconds(folio.wallMs)}: ${oneLine(folio.error ?? 'no error message')}`) : '—';
  const docusaurusCell = docusaurus ? (docusaurus.error ? `failed: ${oneLine(docusaurus.error)}` : `${seconds(docusaurus.wallMs)} (${docusaurus.version})`) : '—';
  const warnings = folio ? `${folio.warningCount}${folio.warnings.length ? ` (${folio.warnings.length} kinds)` : ''}` : '—';
  return `| ${name} | ${site.shape} | ${pages} | ${folioCell} | ${docusaurusCell} | ${routeCell(result)} | ${warnings} |`;
}

/** A table cell's text: one line, no pipes, at most `max` characters. Pure. */
function oneLine(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The compatibility table (Markdown). Pure. */
export function compatibilityTable(results: readonly SiteResult[]): string {
  return [
    '| site | shape | pages: Folio (Docusaurus) | Folio build | Docusaurus build | route differences | Folio warnings |',
    '| --- | --- | --- | ---: | ---: | --- | ---: |',
    ...results.map(tableRow),
  ].join('\n');
}

/** The whole report: how it was made, the table, then each site's warnings and route lists. Pure. */
export function corpusMarkdown(results: readonly SiteResult[], run: { date: string; commit: string; machine: string; limit: number }): string {
  const parts = [
    '# Docusaurus corpus',
    '',
    `\`npm run corpus\` on ${run.date}, Folio at commit ${run.commit}; ${run.machine}. Each site was built cold by Folio`,
    '(`folio build`, from a copy of the site folder, nothing edited) and by the Docusaurus version its own lock file installs',
    '(its route list is cached and rebuilt with `--refresh`). Build times are wall-clock, one run each, on a shared machine.',
    '',
    compatibilityTable(results),
  ];
  for (const result of results) {
    parts.push('', `## ${result.site.name}`, '', `${result.site.repository} at ${result.site.commit}${result.site.siteFolder ? `, folder \`${result.site.siteFolder}\`` : ''}: ${result.site.why}`);
    if (result.skipped) {
      parts.push('', `Skipped: ${result.skipped}`);
      continue;
    }
    if (result.folio && !result.folio.ok) parts.push('', 'Folio build failed:', '', '```', result.folio.error ?? '(no error message)', '```');
    if (result.folio?.warnings.length) {
      parts.push('', `Folio warnings (${result.folio.warningCount}, grouped; one example each):`, '');
      for (const group of result.folio.warnings) parts.push(`- ${group.count} × ${oneLine(group.example, 400)}`);
    }
    if (result.diff) parts.push('', `Routes: ${summarizeDiff(result.diff)}`, '', '```', formatDiff(result.diff, run.limit), '```');
  }
  return `${parts.join('\n')}\n`;
}
