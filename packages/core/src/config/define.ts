import type { SiteConfigInput } from './schema.ts';

/** Identity helper that gives `site.config.ts` full type checking and editor completion. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
