import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
const m = await import('../packages/markdown/src/compile.ts');
const source = readFileSync('content/docs/reference/run.md', 'utf8');
const input = { source, filePath: '/work/wt-dev/content/docs/reference/run.md', format: 'detect' } as never;
for (let i = 0; i < 15; i++) await m.compileMarkdown(input);
const times: number[] = [];
for (let i = 0; i < 10; i++) { const t = performance.now(); await m.compileMarkdown(input); times.push(performance.now() - t); }
console.log('warm compile run.md', times.map((t) => Math.round(t)).join(' '));
const session = new Session(); session.connect();
await session.post('Profiler.enable'); await session.post('Profiler.setSamplingInterval', { interval: 100 }); await session.post('Profiler.start');
for (let i = 0; i < 20; i++) await m.compileMarkdown(input);
const { profile } = await session.post('Profiler.stop'); writeFileSync('/tmp/devwork/compile.cpuprofile', JSON.stringify(profile));
