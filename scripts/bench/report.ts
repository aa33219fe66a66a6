import type { ProfileSummary } from './cpu-profile.ts';
import { formatBytes, formatCount, formatMs, formatRatio } from './format.ts';
import { METRICS, type Metric } from './metrics.ts';
import type { PhaseFigure } from './phases.ts';
import type { BenchResults, BuildSample } from './results.ts';
import { median, ratio } from './stats.ts';
import { checkTargets, type Medians, type ScaleFigure, type TargetCheck } from './targets.ts';
import { TOOL_NAMES, type ToolName } from './tool-names.ts';

function formatValue(metric: Metric, value: number | undefined): string {
  if (metric.unit === 'flag') return value === undefined ? 'n/a' : value >= 0.5 ? 'yes' : 'no';
  return metric.unit === 'ms' ? formatMs(value) : metric.unit === 'bytes' ? formatBytes(value) : formatCount(value);
}

/** Median of every metric for each tool. Pure. */
export function computeMedians(results: BenchResults): Medians {
  const medians: Medians = {};
  for (const metric of METRICS) {
    medians[metric.key] = {};
    for (const tool of TOOL_NAMES) {
      const value = median((results.tools[tool]?.runs ?? []).map(metric.read).filter((v): v is number => v !== undefined));
      if (value !== undefined) medians[metric.key]![tool] = value;
    }
  }
  return medians;
}

function samplesOf(results: BenchResults, tool: ToolName, metric: Metric): number {
  return (results.tools[tool]?.runs ?? []).map(metric.read).filter((v) => v !== undefined).length;
}

/** Median wall and CPU time of each phase over the runs' samples (phases in the order they ran). Pure. */
export function medianPhases(samples: readonly (BuildSample | undefined)[]): PhaseFigure[] {
  const lists = samples.map((s) => s?.phases).filter((p): p is PhaseFigure[] => !!p?.length);
  const names = [...new Set(lists.flatMap((l) => l.map((p) => p.name)))];
  return names.map((name) => {
    const rows = lists.map((l) => l.find((p) => p.name === name)).filter((p): p is PhaseFigure => !!p);
    const cpu = median(rows.map((p) => p.cpuMs).filter((v): v is number => v !== undefined));
    return { name, wallMs: median(rows.map((p) => p.wallMs)) ?? 0, ...(cpu === undefined ? {} : { cpuMs: cpu }) };
  });
}

function phaseTable(results: BenchResults): string[] {
  const runs = results.tools.folio?.runs ?? [];
  const builds = [
    { label: 'cold build', phases: medianPhases(runs.map((r) => r.cold)) },
    { label: 'rebuild, nothing changed', phases: medianPhases(runs.map((r) => r.unchanged)) },
    { label: 'rebuild, nothing changed, --force', phases: medianPhases(runs.map((r) => r.forced)) },
    { label: 'rebuild after one edit', phases: medianPhases(runs.map((r) => r.edit)) },
  ].filter((b) => b.phases.length);
  if (!builds.length) return [];
  const names = [...new Set(builds.flatMap((b) => b.phases.map((p) => p.name)))];
  const lines = ['Where Folio\'s time goes (medians; wall time of each phase as `folio build` prints it, CPU of the whole process tree meanwhile, from /proc samples every 100 ms):', ''];
  lines.push(`| phase | ${builds.map((b) => `${b.label}: wall / CPU`).join(' | ')} |`);
  lines.push(`| --- | ${builds.map(() => '---:').join(' | ')} |`);
  for (const name of names) {
    lines.push(`| ${name} | ${builds.map((b) => b.phases.find((p) => p.name === name)).map((p) => (p ? `${formatMs(p.wallMs)} / ${formatMs(p.cpuMs)}` : '—')).join(' | ')} |`);
  }
  return [...lines, ''];
}

function profileTable(profile: ProfileSummary | undefined): string[] {
  if (!profile) return [];
  const lines = [
    `Top functions by self time in one Folio cold build under \`node --cpu-prof\` (${profile.profiles} profile${profile.profiles === 1 ? '' : 's'}: the main thread and each worker thread; ${formatMs(profile.totalMs)} of samples, idle left out; esbuild's Go service is not in them):`,
    '',
    '| # | function (file:line) | self time | share |',
    '| ---: | --- | ---: | ---: |',
    ...profile.top.map((f, i) => `| ${i + 1} | \`${f.name.replace(/\|/g, '\\|')}\` | ${formatMs(f.selfMs)} | ${f.percent.toFixed(1)}% |`),
  ];
  return [...lines, ''];
}

/** The results table, the phases, the profile, the targets and the notes as Markdown. Pure. */
export function renderMarkdown(results: BenchResults, scale: ScaleFigure | undefined, profile?: ProfileSummary): { markdown: string; medians: Medians; targets: TargetCheck[] } {
  const medians = computeMedians(results);
  const targets = checkTargets(medians, scale);
  const m = results.machine;
  const present = TOOL_NAMES.filter((t) => results.tools[t]);
  const others = present.filter((t) => t !== 'folio');
  const label = (t: ToolName) => results.tools[t]!.label;
  const lines: string[] = [];
  lines.push(`Benchmark of ${results.date}: ${m.cpuCount} × ${m.cpuModel}, ${formatBytes(m.memoryBytes)} memory, Node ${m.node}, ${m.os}; load average ${m.loadAtStart} at start.`);
  lines.push('');
  lines.push(`Command: \`${results.command}\`. Medians of ${present.map((t) => `${results.tools[t]!.runs.length} ${label(t)}`).join(', ')} runs (the tools alternate within each run).`);
  lines.push('');
  const ratioHeads = present.includes('folio') ? others.map((t) => `${label(t)} ÷ Folio`) : [];
  lines.push(`| metric | ${present.map(label).join(' | ')} | ${ratioHeads.join(' | ')} |`.replace(/ \|  \|$/, ' |'));
  lines.push(`| --- | ${[...present, ...ratioHeads].map(() => '---:').join(' | ')} |`);
  for (const metric of METRICS) {
    const values = medians[metric.key]!;
    const n = (tool: ToolName) => {
      const count = samplesOf(results, tool, metric);
      return count && count < (results.tools[tool]?.runs.length ?? 0) ? ` (${count} run${count > 1 ? 's' : ''})` : '';
    };
    const cells = present.map((t) => `${formatValue(metric, values[t])}${n(t)}`);
    const ratios = ratioHeads.length ? others.map((t) => (metric.compare ? formatRatio(ratio(values[t], values.folio)) : '—')) : [];
    lines.push(`| ${metric.label} | ${[...cells, ...ratios].join(' | ')} |`);
  }
  lines.push('');
  lines.push(...phaseTable(results));
  lines.push(...profileTable(profile));
  lines.push('Targets of issue 22 (point 2), from this run (and the two byte targets of issue 12):');
  lines.push('');
  lines.push('| target | measured (Folio vs the baseline) | status |');
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
