/** A small logger; `name` prefixes every line so a reader knows which plugin spoke. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  success(message: string): void;
  child(name: string): Logger;
}

const colour = (code: number) => (text: string) =>
  process.stdout.isTTY && !process.env.NO_COLOR ? `\u001b[${code}m${text}\u001b[0m` : text;
const green = colour(32);
const yellow = colour(33);
const red = colour(31);

/** A logger that also keeps every warning it and its children print, in order. */
export function recordingWarnings(logger: Logger): { logger: Logger; warnings: string[] } {
  const warnings: string[] = [];
  const wrap = (inner: Logger): Logger => ({
    info: (m) => inner.info(m),
    success: (m) => inner.success(m),
    error: (m) => inner.error(m),
    warn: (m) => {
      warnings.push(m);
      inner.warn(m);
    },
    child: (name) => wrap(inner.child(name)),
  });
  return { logger: wrap(logger), warnings };
}

/** Creates a logger writing to the console; quiet mode drops info lines (used by tests). */
export function createLogger(name = 'folio', quiet = process.env.FOLIO_QUIET === '1'): Logger {
  const prefix = name === 'folio' ? '' : `[${name}] `;
  return {
    info: (m) => { if (!quiet) console.log(`${prefix}${m}`); },
    success: (m) => { if (!quiet) console.log(`${green('✓')} ${prefix}${m}`); },
    warn: (m) => console.warn(`${yellow('warning')} ${prefix}${m}`),
    error: (m) => console.error(`${red('error')} ${prefix}${m}`),
    child: (child) => createLogger(child, quiet),
  };
}
