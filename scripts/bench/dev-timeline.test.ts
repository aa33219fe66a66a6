import { describe, expect, it } from 'vitest';
import { formatTimeline, serverTimeline } from './dev-timeline.ts';

describe('dev server timeline', () => {
  it('reads the server marks from its output, relative to the spawn, and skips other lines', () => {
    const output = ['✓ Development server at http://127.0.0.1:3000', '[folio-timeline] 1000250.5 listening', 'warning something', '  [folio-timeline] 1000900 app bundle 1 end  '].join('\n');
    expect(serverTimeline(output, 1000000)).toEqual([
      { ms: 250.5, source: 'server', event: 'listening' },
      { ms: 900, source: 'server', event: 'app bundle 1 end' },
    ]);
  });
  it('prints the events in time order, one per line', () => {
    const text = formatTimeline([
      { ms: 900.4, source: 'browser', event: 'first-contentful-paint' },
      { ms: 12, source: 'server', event: 'listening' },
    ]);
    expect(text.split('\n')).toEqual(['    12 ms  server   listening', '   900 ms  browser  first-contentful-paint']);
  });
});
