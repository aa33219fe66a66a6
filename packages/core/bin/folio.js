#!/usr/bin/env node
// Folio's command line. Installed from its packages, it runs the compiled JavaScript in dist/;
// in Folio's own repository (a source checkout: src/ is here) it runs the TypeScript sources
// through tsx's loader, registered in-process, so development needs no compile step.
import { existsSync } from 'node:fs';

// React picks its production or development build from NODE_ENV when first loaded, so this must
// come before anything imports it (as under Docusaurus, a build is production unless told otherwise).
if (process.argv[2] === 'build') process.env.NODE_ENV ??= 'production';
const source = new URL('../src/cli/main.ts', import.meta.url);
let main;
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import(source.href));
} else {
  ({ main } = await import('../dist/cli/main.js'));
}
process.exitCode = await main(process.argv.slice(2));
