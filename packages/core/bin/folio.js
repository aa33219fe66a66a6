#!/usr/bin/env node
// Folio's command line. TypeScript sources run through tsx's loader, registered in-process.
import { register } from 'tsx/esm/api';

// React picks its production or development build from NODE_ENV when first loaded, so this must
// come before anything imports it (as under Docusaurus, a build is production unless told otherwise).
if (process.argv[2] === 'build') process.env.NODE_ENV ??= 'production';
register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
