#!/usr/bin/env node
// `npm run test:load`: the README's test command, run while two CPU-bound processes keep both cores
// of a 2-core machine busy beside it, as on a developer's machine doing other work. The script starts
// them and stops them itself (each also stops on its own once this script is gone), and exits with
// the tests' status. Its last line is the suite's `Tests: N passed, N failed`, with the load noted.
import { spawn } from 'node:child_process';

const BURNERS = 2;

/** A process that keeps one core busy until it is killed or its parent is gone. */
function startBurner() {
  const loop = `const parent = ${process.pid}; for (;;) { const until = Date.now() + 1000; while (Date.now() < until); try { process.kill(parent, 0); } catch { process.exit(0); } }`;
  return spawn(process.execPath, ['-e', loop], { stdio: 'ignore' });
}

const burners = Array.from({ length: BURNERS }, startBurner);
const stopBurners = () => burners.forEach((burner) => burner.kill('SIGKILL'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stopBurners(), process.exit(130)));

console.log(`Running the test suite beside ${BURNERS} CPU-bound processes (pids ${burners.map((b) => b.pid).join(', ')}).`);
const started = performance.now();
let tail = '';
const suite = spawn('npm', ['test'], { stdio: ['inherit', 'pipe', 'inherit'] });
suite.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  tail = (tail + String(chunk)).slice(-4000);
});
const status = await new Promise((resolve) => suite.on('close', (code) => resolve(code ?? 1)));
stopBurners();
const minutes = ((performance.now() - started) / 60_000).toFixed(1);
const closing = [...tail.matchAll(/Tests: \d+ passed, \d+ failed[^\n]*/g)].at(-1)?.[0];
console.log(`\n${closing || 'Tests: the suite ended before its closing line'} (under load: ${BURNERS} CPU-bound processes beside it, ${minutes} min)`);
process.exit(status);
