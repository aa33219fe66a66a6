import type { DocumentSiteConfig } from './types.ts';

/** localStorage key of the colour mode, as the spec names it. */
export const THEME_STORAGE_KEY = 'theme';

/**
 * Runs before first paint: applies the saved colour mode so a reload never flashes the wrong one.
 * It follows the system preference only when the config asks for it.
 */
export function colorModeScript(config: DocumentSiteConfig): string {
  const { defaultMode, respectPrefersColorScheme } = config.themeConfig.colorMode;
  const body = `(function(){var m=${JSON.stringify(defaultMode)};try{var s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(s==='light'||s==='dark'){m=s}else if(${respectPrefersColorScheme ? 'true' : 'false'}&&window.matchMedia('(prefers-color-scheme: dark)').matches){m='dark'}}catch(e){}document.documentElement.setAttribute('data-theme',m)})();`;
  return `<script>${body}</script>`;
}

/** localStorage keys of the announcement bar's dismissal and id (the theme reads the same keys). */
export const ANNOUNCEMENT_KEYS = { dismiss: 'docusaurus.announcement.dismiss', id: 'docusaurus.announcement.id' } as const;

/**
 * Runs before first paint when the site has an announcement bar: marks `<html>` when this reader
 * dismissed this bar's id, so CSS hides the bar at once instead of after hydration (no layout shift).
 */
export function announcementScript(config: DocumentSiteConfig): string {
  const bar = config.themeConfig.announcementBar;
  if (!bar) return '';
  const body = `(function(){var d=false;try{d=localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_KEYS.id)})===${JSON.stringify(bar.id)}&&localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_KEYS.dismiss)})==='true'}catch(e){}document.documentElement.setAttribute('data-announcement-bar-initially-dismissed',String(d))})();`;
  return `<script>${body}</script>`;
}

/** Window property the client entry sets when it runs (`BOOTED_FLAG` in @folio/client's boot). */
export const BOOTED_FLAG = '__FOLIO_BOOTED__';

/**
 * The base-URL banner, for the home page's HTML: inline style and script that run before the app
 * bundle. Module scripts run before DOMContentLoaded, so if the entry has not set its flag by then
 * it failed to load (typically every asset 404s under a wrong baseUrl) and the banner explains why,
 * showing the configured baseUrl and suggesting the current path.
 */
export function baseUrlBannerHead(baseUrl: string): string[] {
  const style = `#__folio-base-url-issue-banner{border:3px solid #c62828;background:#fff3f3;color:#111;padding:1rem 1.5rem;margin:1rem;font:16px/1.5 system-ui,sans-serif}#__folio-base-url-issue-banner code{background:#fde0e0;padding:0 .25rem}`;
  const script = `(function(){var b=${JSON.stringify(baseUrl)};function check(){if(window[${JSON.stringify(BOOTED_FLAG)}])return;var s=location.pathname.replace(/index\\.html$/,'');if(s.slice(-1)!=='/')s+='/';var d=document.createElement('div');d.id='__folio-base-url-issue-banner';d.setAttribute('role','alert');d.innerHTML='<p><strong>This site did not load properly.</strong></p><p>This is usually caused by a wrong <code>baseUrl</code> in the site configuration.</p><p>Current configured baseUrl = <code></code></p><p>We suggest trying baseUrl = <code></code></p>';var c=d.querySelectorAll('code');c[1].textContent=b;c[2].textContent=s;document.body.insertBefore(d,document.body.firstChild)}document.addEventListener('DOMContentLoaded',check)})();`;
  return [`<style>${style}</style>`, `<script>${script}</script>`];
}
