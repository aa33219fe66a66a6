#!/usr/bin/env node
// Folio's command line. TypeScript sources run through tsx's loader, registered in-process.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
