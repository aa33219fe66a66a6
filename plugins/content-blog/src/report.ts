import path from 'node:path';
import type { Diagnostic, PluginContext } from '@folio/core';

/** A severity option of the plugin (`onInlineTags` ...). */
export type SoftSeverity = 'ignore' | 'log' | 'warn' | 'throw';

/** Where diagnostics go: the core's collector, plus the logger for `log`-level notes. */
export type Reporter = Pick<PluginContext, 'report' | 'logger' | 'siteDir'>;

/** Reports a soft problem as its option says: nothing, a log line, a warning, or an error. */
export function reportWithSeverity(reporter: Reporter, severity: SoftSeverity, diagnostic: Omit<Diagnostic, 'severity'>): void {
  if (severity === 'ignore') return;
  if (severity === 'log') {
    const file = path.relative(reporter.siteDir, diagnostic.file);
    reporter.logger.info(`${file}${diagnostic.line ? `:${diagnostic.line}` : ''} ${diagnostic.message}`);
    return;
  }
  reporter.report({ ...diagnostic, severity: severity === 'throw' ? 'error' : 'warning' });
}

/** The site-relative path of a file, with `/`, for messages. */
export function siteRelative(siteDir: string, file: string): string {
  return path.relative(siteDir, file).split(path.sep).join('/');
}
