/** Folio's build engine: what sites and plugins import. */
export { defineConfig } from './config/define.ts';
export { pluggableSchema, severitySchema, siteConfigSchema, type SiteConfig, type SiteConfigInput, type NavbarItem, type Severity } from './config/schema.ts';
export { findConfigFile, loadSiteConfig, validateSiteConfig, type LoadedSiteConfig } from './config/load.ts';
export { defaultExport, loadSiteModule, type SiteModule } from './config/site-module.ts';
export { userCodeError } from './config/site-module-errors.ts';
export { UserError, formatIssue, toUserError } from './config/errors.ts';
export { findJsonError, parseJsonFile, placeOfOffset, type TextPlace } from './config/json.ts';
export { locateInYaml, placeIssues, type PlacedIssue } from './config/locate.ts';
export { build, type BuildOptions, type BuildResult } from './build/build.ts';
export { createLogger, type Logger } from './logger.ts';
export { normalizeRoutePath, toOutputFile, toPermalink, withBaseUrl } from './routes/paths.ts';
export { escapeHtml } from './render/escape.ts';
export { formatDiagnostic } from './diagnostics.ts';
export { FOLIO_VERSION } from './version.ts';
export { bundleWorkerModule, startWorkerQueue, type BatchAnswer, type BatchMessage, type WorkerQueue, type WorkerQueueOptions } from './plugin/worker-queue.ts';
export type * from './plugin/types.ts';
