import { describe, expect, it } from 'vitest';
import { formatTimings } from '../timer.ts';
import { runRoutesLoaded } from './host.ts';
import type { FinalRoute, Plugin } from './types.ts';

function route(path: string, head?: FinalRoute['head']): FinalRoute {
  return { path, component: '@theme/DocPage', plugin: 'docs', permalink: path, outFile: `${path.slice(1)}/index.html`, head };
}

describe('the routesLoaded hook', () => {
  it('shows every plugin all routes and the shared data, and fills only the head fields a route leaves unset', async () => {
    const routes = [route('/a', { title: 'A', image: '/img/own.png' }), route('/b', { title: 'B', description: undefined }), route('/c')];
    const data = new Map<string, unknown>([['sidebar', ['x']]]);
    const seen: unknown[] = [];
    const cards: Plugin = {
      name: 'cards',
      routesLoaded({ routes: all, data: shared, setHeadDefaults }) {
        seen.push(all.map((r) => r.path), shared.get('sidebar'));
        for (const r of all) setHeadDefaults(r.path, { image: `/cards${r.path}.png`, description: 'default' });
        setHeadDefaults('/nowhere', { image: '/x.png' });
      },
    };
    const later: Plugin = { name: 'later', routesLoaded: ({ setHeadDefaults }) => setHeadDefaults('/c', { image: '/later.png', keywords: ['k'] }) };
    await runRoutesLoaded([cards, { name: 'none' }, later], routes, data);
    expect(seen).toEqual([['/a', '/b', '/c'], ['x']]);
    expect(routes[0]!.head).toEqual({ title: 'A', image: '/img/own.png', description: 'default' });
    expect(routes[1]!.head).toEqual({ title: 'B', image: '/cards/b.png', description: 'default' });
    // An earlier plugin's default wins over a later one's; a field nobody set is added.
    expect(routes[2]!.head).toEqual({ image: '/cards/c.png', description: 'default', keywords: ['k'] });
  });

  it('pins an error on the plugin that threw', async () => {
    const broken: Plugin = { name: 'broken', routesLoaded: () => { throw new Error('boom'); } };
    await expect(runRoutesLoaded([broken], [route('/a')], new Map())).rejects.toThrow('The "broken" plugin failed in routesLoaded: boom');
  });
});

describe('the build summary', () => {
  it('lists the parts of a phase after it', () => {
    expect(formatTimings({ render: 900, postBuild: 1500 }, { postBuild: { search: 400, llms: 1100 } })).toBe('render 900ms, postBuild 1.50s [search 400ms, llms 1.10s]');
    expect(formatTimings({ render: 900, postBuild: 20 }, { postBuild: {} })).toBe('render 900ms, postBuild 20ms');
  });
});
