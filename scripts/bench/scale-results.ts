import { existsSync, readFileSync } from 'node:fs';
import type { ScaleFigure } from './targets.ts';

/** One size of the scale benchmark. */
export interface ScalePoint {
  pages: number;
  /** HTML files Folio produced (pages plus generated index, tag and list pages). */
  htmlFiles: number;
  wallMs: number;
  cpuMs: number;
  peakRssBytes: number;
}

/** The largest site of bench/results/scale-latest.json, if that file exists. */
export function readScaleFigure(file: string): ScaleFigure | undefined {
  if (!existsSync(file)) return undefined;
  const data = JSON.parse(readFileSync(file, 'utf8')) as { points?: ScalePoint[] };
  const largest = [...(data.points ?? [])].sort((a, b) => b.pages - a.pages)[0];
  return largest && { pages: largest.pages, wallMs: largest.wallMs, peakRssBytes: largest.peakRssBytes };
}
