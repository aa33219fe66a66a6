import { describe, expect, it } from 'vitest';
import { pageComponentShim, readSharedFromRegistry, SHARED_REGISTRY, sharedRegistrySource } from './shared-registry.ts';

const pick = (specifier: string, names: string[]) => `globalThis.${SHARED_REGISTRY}.pick(${JSON.stringify(specifier)}, ${JSON.stringify(names)})`;

describe('the development app\'s shared registry', () => {
  it('turns every import of a shared placeholder into a lookup of the names it takes', () => {
    const code = [
      '// content/docs/reference/export-metrics.md',
      'import { Fragment as _Fragment, jsx as _jsx } from "folio-shared:react/jsx-runtime";',
      'import Tabs, { useTabs } from "folio-shared:@theme/Tabs";',
      'import * as React from "folio-shared:react";',
      'import "folio-shared:@theme/Side";',
      'export { Link as default, useBaseUrl } from "folio-shared:@docusaurus/Link";',
      'export * as Client from "folio-shared:@folio/client";',
      'const lazy = () => import("folio-shared:@theme/Mermaid");',
      'import local from "./local.js";',
    ].join('\n');
    expect(readSharedFromRegistry(code)).toEqual({
      code: [
        '// content/docs/reference/export-metrics.md',
        `const { Fragment: _Fragment, jsx: _jsx } = ${pick('react/jsx-runtime', ['Fragment', 'jsx'])};`,
        `const Tabs = ${pick('@theme/Tabs', ['default', 'useTabs'])}.default; const { useTabs } = ${pick('@theme/Tabs', ['default', 'useTabs'])};`,
        `const React = ${pick('react', [])};`,
        '',
        `export default ${pick('@docusaurus/Link', ['Link', 'useBaseUrl'])}.Link; export const useBaseUrl = ${pick('@docusaurus/Link', ['Link', 'useBaseUrl'])}.useBaseUrl;`,
        `export const Client = ${pick('@folio/client', [])};`,
        `const lazy = () => Promise.resolve(${pick('@theme/Mermaid', [])});`,
        'import local from "./local.js";',
      ].join('\n'),
    });
  });

  it('names the specifiers a module re-exports everything of, which a lookup cannot stand for', () => {
    expect(readSharedFromRegistry('export * from "folio-shared:@theme/Tabs";\nimport { jsx } from "folio-shared:react/jsx-runtime";\n')).toEqual({ reexported: ['@theme/Tabs'] });
  });

  it('registers every specifier\'s module, and checks the names a page takes from one', async () => {
    const source = sharedRegistrySource(['react', '@theme/Tabs']);
    expect(source).toContain('import * as shared0 from "react";');
    expect(source).toContain('import * as shared1 from "@theme/Tabs";');
    // Run with stand-ins for the two modules.
    const run = new Function('shared0', 'shared1', source.replace(/^import .*$/gm, ''));
    run({ useState: 1 }, { default: 'Tabs' });
    const registry = (globalThis as unknown as Record<string, { pick(specifier: string, names: string[]): Record<string, unknown> }>)[SHARED_REGISTRY]!;
    try {
      expect(registry.pick('@theme/Tabs', ['default']).default).toBe('Tabs');
      expect(() => registry.pick('react', ['useState', 'useNothing'])).toThrow('The module "react" has no export named "useNothing".');
      expect(() => registry.pick('@theme/Nope', ['default'])).toThrow('The module "@theme/Nope" has no export named "default".');
    } finally {
      delete (globalThis as Record<string, unknown>)[SHARED_REGISTRY];
    }
  });

  it('gives a page component\'s URL a module whose default export is the registry\'s', () => {
    expect(pageComponentShim('@theme/DocItem')).toBe(`export default ${pick('@theme/DocItem', ['default'])}.default;\n`);
  });
});
