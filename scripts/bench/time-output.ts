/** What GNU time's `-f '%e %U %S %M'` wrote: wall, user and system seconds, max RSS of one process in kB. */
export interface GnuTime {
  wallMs: number;
  cpuMs: number;
  maxRssKb: number;
}

/** The format string passed to GNU time; parseGnuTime reads its last line. */
export const GNU_TIME_FORMAT = 'FOLIO_BENCH_TIME %e %U %S %M';

/** Parses the line GNU time wrote with GNU_TIME_FORMAT (other lines, like "Command exited…", are skipped). Pure. */
export function parseGnuTime(text: string): GnuTime | undefined {
  const line = text.split('\n').find((l) => l.startsWith('FOLIO_BENCH_TIME '));
  if (!line) return undefined;
  const [wall, user, sys, rss] = line.split(/\s+/).slice(1).map(Number);
  if (![wall, user, sys, rss].every((v) => v !== undefined && Number.isFinite(v))) return undefined;
  return { wallMs: wall! * 1000, cpuMs: (user! + sys!) * 1000, maxRssKb: rss! };
}
