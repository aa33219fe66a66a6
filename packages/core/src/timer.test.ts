import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TIMELINE_PREFIX } from './timeline.ts';

const TIMER = new URL('./timer.ts', import.meta.url).href;

/** The timeline events a fresh process with FOLIO_TIMELINE=1 prints while a phase timer runs `content`, which fails when `fail`. */
function phaseEvents(fail: boolean): string[] {
  const script = `const { createPhaseTimer } = await import(${JSON.stringify(TIMER)});
await createPhaseTimer().phase('content', async () => { if (${fail}) throw new Error('x'); }).catch(() => undefined);`;
  const { stderr } = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: fileURLToPath(new URL('.', import.meta.url)), env: { ...process.env, FOLIO_TIMELINE: '1' }, encoding: 'utf8' });
  return stderr.split('\n').filter((line) => line.startsWith(TIMELINE_PREFIX)).map((line) => line.split(' ').slice(2).join(' '));
}

describe('createPhaseTimer', () => {
  it("marks each phase's start and end on the timeline, so a memory trace can place its samples in the build's phases", () => {
    expect(phaseEvents(false)).toEqual(['content start', 'content end']);
  });

  it('marks the end of a phase that fails', () => {
    expect(phaseEvents(true)).toEqual(['content start', 'content end']);
  });
});
