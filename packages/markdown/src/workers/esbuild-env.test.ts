import { describe, expect, test } from 'vitest';
import { ESBUILD_MEMORY_LIMIT, esbuildMemoryEnv } from './esbuild-env.ts';

describe('esbuildMemoryEnv', () => {
  test('gives esbuild’s service Folio’s memory limit unless the environment sets one', () => {
    expect(esbuildMemoryEnv({ PATH: '/usr/bin' })).toEqual({ GOMEMLIMIT: ESBUILD_MEMORY_LIMIT });
    expect(esbuildMemoryEnv({ GOMEMLIMIT: '1GiB' })).toEqual({});
    expect(esbuildMemoryEnv({ GOMEMLIMIT: 'off' })).toEqual({});
  });
});
