import { formatBytes, formatCount, formatMs, formatRatio } from './format.ts';
import { METRICS, type Metric } from './metrics.ts';
import type { BenchResults } from './results.ts';
import { median, ratio } from './stats.ts';
import { checkTargets, type Medians, type ScaleFigure, type TargetCheck } from './targets.ts';

function formatValue(metric: Metric, value: number | undefined): string {
  return metric.unit === 'ms' ? formatMs(value) : metric.unit === 'bytes' ? formatBytes(value) : formatCount(value);
}

/** Median of every metric for each tool. Pure. */
export function computeMedians(results: BenchResults): Medians {
  const medians: Medians = {};
  for (const metric of METRICS) {
    medians[metric.key] = {
      folio: median((results.tools.folio?.runs ?? []).map(metric.read).filter((v): v is number => v !== undefined)),
      docusaurus: median((results.tools.docusaurus?.runs ?? []).map(metric.read).filter((v): v is number => v !== undefined)),
    };
  }
  return medians;
}

function samplesOf(results: BenchResults, tool: 'folio' | 'docusaurus', metric: Metric): number {
  return (results.tools[tool]?.runs ?? []).map(metric.read).filter((v) => v !== undefined).length;
}

/** The results table, the targets and the notes as Markdown. Pure. */
export function renderMarkdown(results: BenchResults, scale: ScaleFigure | undefined): { markdown: string; medians: Medians; targets: TargetCheck[] } {
  const medians = computeMedians(results);
  const targets = checkTargets(medians, scale);
  const m = results.machine;
  const lines: string[] = [];
  lines.push(`Benchmark of ${results.date}: ${m.cpuCount} × ${m.cpuModel}, ${formatBytes(m.memoryBytes)} memory, Node ${m.node}, ${m.os}; load average ${m.loadAtStart} at start.`);
  lines.push('');
  lines.push(`Command: \`${results.command}\`. Medians of ${results.tools.folio?.runs.length ?? 0} Folio and ${results.tools.docusaurus?.runs.length ?? 0} Docusaurus runs (runs alternate between the two tools).`);
  lines.push('');
  lines.push('| metric | Folio | Docusaurus 3.6.3 | Docusaurus ÷ Folio |');
  lines.push('| --- | ---: | ---: | ---: |');
  for (const metric of METRICS) {
    const { folio, docusaurus } = medians[metric.key]!;
    const n = (tool: 'folio' | 'docusaurus') => {
      const count = samplesOf(results, tool, metric);
      return count && count < (results.tools[tool]?.runs.length ?? 0) ? ` (${count} run${count > 1 ? 's' : ''})` : '';
    };
    lines.push(`| ${metric.label} | ${formatValue(metric, folio)}${n('folio')} | ${formatValue(metric, docusaurus)}${n('docusaurus')} | ${metric.compare ? formatRatio(ratio(docusaurus, folio)) : '—'} |`);
  }
  lines.push('');
  lines.push('Targets of issue 12 (point 3):');
  lines.push('');
  lines.push('| target | measured (Folio vs Docusaurus) | status |');
  lines.push('| --- | --- | --- |');
  for (const t of targets) lines.push(`| ${t.target} | ${t.measured} | ${t.status}${t.gap ? `: ${t.gap}` : ''} |`);
  lines.push('');
  lines.push('Exact commands (each build run as `node <cli>` directly, so no npm process is in the measured tree):');
  lines.push('');
  for (const [tool, commands] of Object.entries(results.commands)) {
    for (const [what, command] of Object.entries(commands)) lines.push(`- ${tool} ${what}: \`${command}\``);
  }
  if (results.notes.length) {
    lines.push('');
    lines.push('Notes:');
    lines.push('');
    for (const note of results.notes) lines.push(`- ${note}`);
  }
  return { markdown: lines.join('\n') + '\n', medians, targets };
}
