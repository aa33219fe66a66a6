import { readFileSync } from 'node:fs';

/** Folio's version, from its package.json; named in the generator meta tag. */
export const FOLIO_VERSION: string = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
