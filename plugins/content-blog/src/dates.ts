/** Strict parsing of blog dates: front matter values and file-name prefixes. Pure. */

const DATE_ONLY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

function isRealDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Parses `2024-05-31`, `2024-5-31`, `2024-05-31T10:00`, `2024-05-31 10:00:00+02:00` or a Date.
 * Dates without a zone are UTC, as in Docusaurus. Returns undefined for anything else, including
 * days that do not exist (`2023-02-30`).
 */
export function parseBlogDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const [year, month, day] = [Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3])];
    return isRealDay(year, month, day) ? new Date(Date.UTC(year, month - 1, day)) : undefined;
  }
  const dateTime = DATE_TIME.exec(text);
  if (!dateTime) return undefined;
  const [year, month, day, hour, minute] = [1, 2, 3, 4, 5].map((i) => Number(dateTime[i])) as [number, number, number, number, number];
  if (!isRealDay(year, month, day) || hour > 23 || minute > 59 || Number(dateTime[6] ?? 0) > 59) return undefined;
  const zone = dateTime[7] ?? 'Z';
  const iso = `${text.slice(0, 10)}T${text.slice(11).replace(/(Z|[+-]\d{2}:?\d{2})$/, '')}${zone}`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale: making one costs far more than formatting with it. */
function formatterFor(locale: string): Intl.DateTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    const options = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const;
    try {
      formatter = new Intl.DateTimeFormat(locale, options);
    } catch {
      formatter = new Intl.DateTimeFormat('en', options);
    }
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** `May 31, 2024` in the site locale, in UTC so every reader sees the same day. */
export function formatBlogDate(date: Date, locale: string): string {
  return formatterFor(locale).format(date);
}
