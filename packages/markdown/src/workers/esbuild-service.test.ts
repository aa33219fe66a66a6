import { describe, expect, test } from 'vitest';
import { createClaims } from './esbuild-service.ts';

function counted() {
  const stops: number[] = [];
  const claim = createClaims(async () => void stops.push(stops.length + 1));
  return { claim, stops };
}

describe('claims on esbuild’s service', () => {
  test('pausing the only claim stops the service, every time it is paused', async () => {
    const { claim, stops } = counted();
    const build = claim();
    await build.pause();
    await build.pause();
    expect(stops).toHaveLength(2);
  });

  test('no pause stops it while another claim is held, until that one is released', async () => {
    const { claim, stops } = counted();
    const build = claim();
    const session = claim();
    await build.pause();
    await session.pause();
    expect(stops).toHaveLength(0);
    session.release();
    session.release();
    await build.pause();
    expect(stops).toHaveLength(1);
  });

  test('a released claim neither stops the service nor counts twice', async () => {
    const { claim, stops } = counted();
    const first = claim();
    first.release();
    first.release();
    await first.pause();
    const second = claim();
    const third = claim();
    await second.pause();
    expect(stops).toHaveLength(0);
    third.release();
    await second.pause();
    expect(stops).toHaveLength(1);
  });
});
