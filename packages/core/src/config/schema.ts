import { z } from 'zod';
import type { Pluggable } from 'unified';
import type { PluginFactory } from '../plugin/types.ts';
import type { PrismTheme } from 'prism-react-renderer';
import { markdownConfigSchema } from './markdown-schema.ts';

/** A `remark`/`rehype` plugin entry, as unified accepts it: a function or `[function, options]`. */
export const pluggableSchema = z.custom<Pluggable>((value) => typeof value === 'function' || (Array.isArray(value) && typeof value[0] === 'function'), 'a remark/rehype plugin or [plugin, options]');

/** Severity for site-wide problems found after rendering. */
export const severitySchema = z.enum(['ignore', 'log', 'warn', 'throw']);

/** A navbar or footer link item. Unknown `type`s are reported by the theme check, not here. */
export const navbarItemSchema: z.ZodType<NavbarItem> = z.lazy(() =>
  z
    .object({
      /** Item kind: default (link), dropdown, doc, docSidebar, docsVersion, docsVersionDropdown, localeDropdown, search, html. */
      type: z.string().optional(),
      /** Visible text. */
      label: z.string().optional(),
      /** Internal path, without the base URL. */
      to: z.string().optional(),
      /** External or absolute URL. */
      href: z.string().optional(),
      /** Left or right side of the navbar. */
      position: z.enum(['left', 'right']).optional(),
      /** Sidebar id for `docSidebar` items. */
      sidebarId: z.string().optional(),
      /** Doc id for `doc` items: the link goes to that doc, in the version being read. */
      docId: z.string().optional(),
      /** Docs plugin id for docs items. */
      docsPluginId: z.string().optional(),
      /** Regex of paths where the item is shown active. */
      activeBaseRegex: z.string().optional(),
      /** Active only on an exact path match. */
      exact: z.boolean().optional(),
      /** Accessible label. */
      'aria-label': z.string().optional(),
      /** Extra CSS class. */
      className: z.string().optional(),
      /** Raw HTML for `html` items. */
      value: z.string().optional(),
      /** Children of a dropdown. */
      items: z.array(navbarItemSchema).optional(),
      /** `docsVersionDropdown`: links put before the versions. */
      dropdownItemsBefore: z.array(navbarItemSchema).optional(),
      /** `docsVersionDropdown`: links put after the versions. */
      dropdownItemsAfter: z.array(navbarItemSchema).optional(),
      /** `docsVersionDropdown`: the versions to list (names in order, or name → `{ label }`); all when absent. */
      versions: z.union([z.array(z.string()), z.record(z.string(), z.object({ label: z.string().optional() }).strict())]).optional(),
      /** `docsVersionDropdown`: never mark the dropdown itself active. */
      dropdownActiveClassDisabled: z.boolean().optional(),
    })
    .strict(),
);

/** Navbar and footer items share this shape. */
export interface NavbarItem {
  type?: string | undefined;
  label?: string | undefined;
  to?: string | undefined;
  href?: string | undefined;
  position?: 'left' | 'right' | undefined;
  sidebarId?: string | undefined;
  docId?: string | undefined;
  docsPluginId?: string | undefined;
  activeBaseRegex?: string | undefined;
  exact?: boolean | undefined;
  'aria-label'?: string | undefined;
  className?: string | undefined;
  value?: string | undefined;
  items?: NavbarItem[] | undefined;
  dropdownItemsBefore?: NavbarItem[] | undefined;
  dropdownItemsAfter?: NavbarItem[] | undefined;
  versions?: string[] | Record<string, { label?: string | undefined }> | undefined;
  dropdownActiveClassDisabled?: boolean | undefined;
}

const logoSchema = z
  .object({
    /** Alt text. */
    alt: z.string(),
    /** Image path under static/. */
    src: z.string(),
    /** Variant for dark mode. */
    srcDark: z.string().optional(),
    /** Rendered width: pixels, or a CSS length such as `"32px"` (as Docusaurus accepts). */
    width: z.union([z.number().positive(), z.string().min(1)]).optional(),
    /** Rendered height: pixels, or a CSS length. */
    height: z.union([z.number().positive(), z.string().min(1)]).optional(),
    /** Where the logo links to. */
    href: z.string().optional(),
  })
  .strict();

/** A prism-react-renderer theme: `{ plain: { color, backgroundColor }, styles: [{ types, style }] }`. */
const prismThemeSchema = z.custom<PrismTheme>(
  (value) => value !== null && typeof value === 'object' && typeof (value as PrismTheme).plain === 'object' && Array.isArray((value as PrismTheme).styles),
  'a prism-react-renderer theme such as themes.github ({ plain, styles })',
);

const localeConfigSchema = z
  .object({
    /** Name shown in the language dropdown. */
    label: z.string().optional(),
    /** Text direction. */
    direction: z.enum(['ltr', 'rtl']).optional(),
    /** Value of `<html lang>`. */
    htmlLang: z.string().optional(),
    /** Calendar used for dates. */
    calendar: z.string().optional(),
    /** Path segment of the locale (the default locale has none). */
    path: z.string().optional(),
  })
  .strict();

const headTagSchema = z
  .object({
    /** Element name, e.g. `link` or `meta`. */
    tagName: z.string().regex(/^[a-z][a-z0-9-]*$/, 'a lower-case HTML tag name'),
    /** Attributes; values are escaped. */
    attributes: z.record(z.union([z.string(), z.boolean()])),
    /** Inner HTML for tags such as `script`. */
    innerHTML: z.string().optional(),
  })
  .strict();

const themeConfigSchema = z
  .object({
    /** Social card image path, used for og:image and twitter:image. */
    image: z.string().optional(),
    /** Extra `<meta>` tags for every page. */
    metadata: z.array(z.record(z.string())).default([]),
    /** Colour mode behaviour. */
    colorMode: z
      .object({
        /** Mode before the reader picks one. */
        defaultMode: z.enum(['light', 'dark']).default('light'),
        /** Hide the switch. */
        disableSwitch: z.boolean().default(false),
        /** Follow the operating system's preference. */
        respectPrefersColorScheme: z.boolean().default(false),
      })
      .strict()
      .default({}),
    /** A dismissible bar above the navbar. */
    announcementBar: z
      .object({
        /** Changing the id shows the bar again to readers who dismissed it. */
        id: z.string(),
        /** HTML content (trusted: it comes from the site config). */
        content: z.string(),
        backgroundColor: z.string().optional(),
        textColor: z.string().optional(),
        isCloseable: z.boolean().default(true),
      })
      .strict()
      .optional(),
    /** The top navigation bar. */
    navbar: z
      .object({
        title: z.string().optional(),
        logo: logoSchema.optional(),
        /** Infima's navbar colours: `dark` or `primary` (the primary colour); unset is the light bar. */
        style: z.enum(['dark', 'primary']).optional(),
        hideOnScroll: z.boolean().default(false),
        items: z.array(navbarItemSchema).default([]),
      })
      .strict()
      .default({}),
    /** The page footer. */
    footer: z
      .object({
        style: z.enum(['light', 'dark']).default('dark'),
        logo: logoSchema.optional(),
        links: z
          .array(z.object({ title: z.string(), items: z.array(navbarItemSchema) }).strict())
          .default([]),
        copyright: z.string().optional(),
      })
      .strict()
      .default({}),
    /** Code highlighting. */
    prism: z
      .object({
        additionalLanguages: z.array(z.string()).default([]),
        defaultLanguage: z.string().optional(),
        /** Colours of code in light mode: a prism-react-renderer theme (`themes.github`); Folio's own when left out. */
        theme: prismThemeSchema.optional(),
        /** Colours of code in dark mode: a prism-react-renderer theme (`themes.dracula`); Folio's own when left out. */
        darkTheme: prismThemeSchema.optional(),
      })
      .strict()
      .default({}),
    /** Docs chrome options. */
    docs: z
      .object({
        sidebar: z
          .object({
            hideable: z.boolean().default(false),
            autoCollapseCategories: z.boolean().default(false),
          })
          .strict()
          .default({}),
        versionPersistence: z.enum(['localStorage', 'none']).default('localStorage'),
      })
      .strict()
      .default({}),
    /** Table of contents heading levels. */
    tableOfContents: z
      .object({
        minHeadingLevel: z.number().int().min(2).max(6).default(2),
        maxHeadingLevel: z.number().int().min(2).max(6).default(3),
      })
      .strict()
      .default({}),
    /** Search box options handed to the search plugin's box. */
    search: z.record(z.unknown()).optional(),
  })
  .strict();

const pluginFactorySchema = z.custom<PluginFactory>((value) => typeof value === 'function', 'a plugin factory function');

/** A plugin: a factory, or `[factory, options]`. */
const pluginEntrySchema = z.union([pluginFactorySchema, z.tuple([pluginFactorySchema, z.unknown()])]);

/** The whole site configuration (`site.config.ts`). */
export const siteConfigSchema = z
  .object({
    /** Site name, used in titles (`Page | Title`). */
    title: z.string().min(1),
    /** One line under the title on the home page. */
    tagline: z.string().default(''),
    /** Public origin, e.g. https://example.org (no path). */
    url: z.string().url(),
    /** Path the site is served under; starts and ends with `/`. */
    baseUrl: z.string().regex(/^\/(.*\/)?$/, 'a path that starts and ends with "/"').default('/'),
    /** `true`: `/a/`; `false`: `/a.html`-style; undefined: `/a/index.html` reachable as `/a` and `/a/`. */
    trailingSlash: z.boolean().optional(),
    /** Favicon path under static/. */
    favicon: z.string().optional(),
    /** Ask search engines not to index the site. */
    noIndex: z.boolean().default(false),
    /** Show a banner when the bundle fails to load because of a wrong baseUrl. */
    baseUrlIssueBanner: z.boolean().default(true),
    onBrokenLinks: severitySchema.default('throw'),
    onBrokenMarkdownLinks: severitySchema.default('warn'),
    onBrokenAnchors: severitySchema.default('warn'),
    onDuplicateRoutes: severitySchema.default('warn'),
    /** Name of the source repository organisation (informational). */
    organizationName: z.string().optional(),
    /** Name of the source repository (informational). */
    projectName: z.string().optional(),
    /** Locales. Only the default locale is built. */
    i18n: z
      .object({
        defaultLocale: z.string().default('en'),
        locales: z.array(z.string()).min(1).default(['en']),
        localeConfigs: z.record(localeConfigSchema).default({}),
      })
      .strict()
      .default({}),
    /** Tags added to every page's `<head>`. */
    headTags: z.array(headTagSchema).default([]),
    /** CSS files bundled after the theme's own CSS. */
    customCss: z.array(z.string()).default([]),
    /** Replace theme components: `{ 'Footer': './src/MyFooter.tsx' }`. */
    themeComponents: z.record(z.string()).default({}),
    /** Options read by the theme. */
    themeConfig: themeConfigSchema.default({}),
    /** Content and post-build plugins, run in order. */
    plugins: z.array(pluginEntrySchema).default([]),
    /** Where static files come from, relative to the site folder. */
    staticDirectories: z.array(z.string()).default(['static']),
    /** Free-form values for the theme and pages. */
    customFields: z.record(z.unknown()).default({}),
    /** Markdown options (Docusaurus 3's `markdown` object) and remark/rehype plugins applied to every file. */
    markdown: markdownConfigSchema.default({}),
  })
  .strict();

/** What a site author writes: defaults may be left out. */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/** The validated config with every default filled in. */
export type SiteConfig = z.output<typeof siteConfigSchema>;
/** One of the `on*` severities. */
export type Severity = z.infer<typeof severitySchema>;
