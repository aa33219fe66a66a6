/**
 * Facts of the website's specification that the browser tests check against. Data table.
 * (shared/seed, section 2 "Redirects" and section 9.)
 */

/** The client-side redirects of the spec: from → to. */
export const SPEC_REDIRECTS: readonly { from: string; to: string }[] = [
  { from: '/docs', to: '/docs/latest' },
  { from: '/docs/latest/guides/run', to: '/docs/latest/reference/run' },
  { from: '/docs/latest/core-concepts/architecture', to: '/docs/latest/reference/architecture' },
  { from: '/docs/latest/getting-started/quick-start', to: '/docs/latest/quick-start' },
  { from: '/docs/latest/ig', to: '/docs/latest/reference/ig' },
  { from: '/docs/latest/getting-started/install-kubernetes', to: '/docs/latest/reference/install-kubernetes' },
  { from: '/docs/latest/getting-started/install-linux', to: '/docs/latest/reference/install-linux' },
];

/** Docs versions and the banner each shows. */
export const SPEC_VERSION_BANNERS: Readonly<Record<string, 'none' | 'unreleased' | 'unmaintained'>> = {
  latest: 'none',
  'v0.43.0': 'none',
  'v0.42.0': 'unmaintained',
  'v0.41.0': 'unmaintained',
  main: 'unreleased',
};

/** Width below which the mobile layout applies. */
export const DESKTOP_BREAKPOINT = 996;

/** The source repository; edit links point at its main branch. */
export const REPOSITORY = 'https://github.com/inspektor-gadget/inspektor-gadget';
