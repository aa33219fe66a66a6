import { fileURLToPath } from 'node:url';
import type { NavbarItem, Plugin, PluginContext } from '@folio/core';
import { NAVBAR_ITEM_TYPE_NAMES } from './navbarItemTypes.ts';

export { NAVBAR_ITEM_TYPE_NAMES } from './navbarItemTypes.ts';

function typeOf(item: NavbarItem): string {
  return item.type ?? (item.items ? 'dropdown' : 'default');
}

/**
 * Infima's default values (Docusaurus's look), which a site read from docusaurus.config.* bundles
 * between the theme's stylesheet and its own customCss.
 */
export const INFIMA_DEFAULTS_CSS = fileURLToPath(new URL('./css/infima-defaults.css', import.meta.url));

/** Every navbar item whose type the theme cannot draw, with its config key. Pure. */
export function findUnknownNavbarItems(items: NavbarItem[], key = 'themeConfig.navbar.items'): { key: string; type: string }[] {
  return items.flatMap((item, index) => {
    const here = `${key}[${index}]`;
    const type = typeOf(item);
    const own = (NAVBAR_ITEM_TYPE_NAMES as readonly string[]).includes(type) ? [] : [{ key: here, type }];
    return [...own, ...findUnknownNavbarItems(item.items ?? [], `${here}.items`)];
  });
}

/** The theme as a plugin: checks the theme config at build time so mistakes stop the build, not the page. */
export default function themePlugin(context: PluginContext): Plugin {
  return {
    name: 'theme',
    loadContent() {
      const items = (context.siteConfig.themeConfig.navbar.items ?? []) as NavbarItem[];
      for (const problem of findUnknownNavbarItems(items)) {
        context.report({
          severity: 'error',
          file: context.configFile,
          message: `${problem.key}: No NavbarItem component found for type "${problem.type}". Use one of: ${NAVBAR_ITEM_TYPE_NAMES.join(', ')}.`,
        });
      }
    },
  };
}
