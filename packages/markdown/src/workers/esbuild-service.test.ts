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

  test('no pause stops it while another claim is held; a pause waiting for the others stops it once they are released', async () => {
    const { claim, stops } = counted();
    const build = claim();
    const session = claim();
    await build.pause();
    await session.pause();
    expect(stops).toHaveLength(0);
    session.release();
    session.release();
    expect(stops).toHaveLength(1);
    await build.pause();
    expect(stops).toHaveLength(2);
  });

  test('a worker script bundled while the build pauses: the service stops when its claim is released, not before', async () => {
    const { claim, stops } = counted();
    const build = claim();
    const script = claim();
    await build.pause();
    const renderScript = claim();
    script.release();
    expect(stops).toHaveLength(0);
    renderScript.release();
    expect(stops).toHaveLength(1);
    const later = claim();
    later.release();
    expect(stops).toHaveLength(1);
  });

  test('a waiting pause is dropped when its claim is released first: the claims left keep the service', async () => {
    const { claim, stops } = counted();
    const build = claim();
    const session = claim();
    const script = claim();
    await build.pause();
    build.release();
    script.release();
    expect(stops).toHaveLength(0);
    session.release();
    expect(stops).toHaveLength(0);
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
    expect(stops).toHaveLength(1);
    await second.pause();
    expect(stops).toHaveLength(2);
  });
});
