import { describe, expect, it } from 'vitest';
import { isFolioModule } from './content-imports.ts';

describe('isFolioModule', () => {
  it('tells Folio code (outside the site, or an installed @folio package) from the site code', () => {
    expect(isFolioModule('/work/folio/packages/client/src/Link.tsx', '/sites/aks')).toBe(true);
    expect(isFolioModule('/sites/aks/node_modules/@folio/client/dist/Link.js', '/sites/aks')).toBe(true);
    expect(isFolioModule('/sites/aks/src/pages/index.tsx', '/sites/aks')).toBe(false);
    expect(isFolioModule('/sites/aks/node_modules/react-player/lib/index.js', '/sites/aks')).toBe(false);
    // A site folder that holds Folio (this repository) keeps its packages as site code.
    expect(isFolioModule('/repo/packages/client/src/Link.tsx', '/repo')).toBe(false);
  });
});
