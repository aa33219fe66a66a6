import path from 'node:path';
import type { Severity } from './config/schema.ts';
import { UserError } from './config/errors.ts';
import type { Logger } from './logger.ts';
import type { Diagnostic } from './plugin/types.ts';

/** `file:line:col message`, with the file relative to the site folder. */
export function formatDiagnostic(diagnostic: Diagnostic, siteDir: string): string {
  const file = path.isAbsolute(diagnostic.file) ? path.relative(siteDir, diagnostic.file) : diagnostic.file;
  const position = diagnostic.line ? `:${diagnostic.line}${diagnostic.column ? `:${diagnostic.column}` : ''}` : '';
  return `${file}${position} ${diagnostic.message}${diagnostic.codeFrame ? `\n\n${diagnostic.codeFrame}\n` : ''}`;
}

/** Prints every diagnostic grouped by file; throws one error listing them all if any is an error. */
export function reportDiagnostics(diagnostics: Diagnostic[], siteDir: string, logger: Logger): void {
  const sorted = [...diagnostics].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
  const warnings = sorted.filter((d) => d.severity === 'warning');
  const errors = sorted.filter((d) => d.severity === 'error');
  for (const warning of warnings) logger.warn(formatDiagnostic(warning, siteDir));
  if (errors.length) throw diagnosticsError(errors, siteDir);
}

/** One user error listing error diagnostics, sorted so each file's problems stand together. */
export function diagnosticsError(errors: Diagnostic[], siteDir: string): UserError {
  const sorted = [...errors].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
  const files = new Set(sorted.map((e) => e.file)).size;
  return new UserError(`${sorted.length} error${sorted.length > 1 ? 's' : ''} in ${files} file${files > 1 ? 's' : ''}:\n\n${sorted.map((e) => formatDiagnostic(e, siteDir)).join('\n')}`);
}

/** Applies an `on*` severity to a site-wide problem: ignore, log, warn, or collect as an error. */
export function applySeverity(severity: Severity, message: string, logger: Logger, errors: string[]): void {
  if (severity === 'ignore') return;
  if (severity === 'log') logger.info(message);
  else if (severity === 'warn') logger.warn(message);
  else errors.push(message);
}
