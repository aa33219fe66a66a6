#!/usr/bin/env node
// Folio's command line. TypeScript sources run through tsx's loader, registered in-process.
import { register } from 'tsx/esm/api';

// React picks its production or development build from NODE_ENV when first loaded, so this must
// come before anything imports it (as under Docusaurus, a build is production unless told otherwise).
if (process.argv[2] === 'build') process.env.NODE_ENV ??= 'production';
register();
// With tsx registered, the site config is imported like any module (see loadSiteConfig).
globalThis[Symbol.for('folio.native-ts-import')] = true;
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
