import type { DocumentSiteConfig } from './document.ts';

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

/**
 * The base-URL banner: inline style and script that run before the app bundle. If the bundle
 * never marks the page hydrated (wrong baseUrl → 404 on every asset), a banner explains why.
 */
export function baseUrlBannerHead(baseUrl: string): string[] {
  const style = `#__folio-base-url-issue-banner{border:3px solid #c62828;background:#fff3f3;color:#111;padding:1rem 1.5rem;margin:1rem;font:16px/1.5 system-ui,sans-serif}#__folio-base-url-issue-banner code{background:#fde0e0;padding:0 .25rem}`;
  const script = `(function(){var b=${JSON.stringify(baseUrl)};function check(){if(document.documentElement.dataset.hydrated)return;var p=location.pathname;if(p.indexOf(b)===0&&p.replace(b,'').replace(/index\\.html$/,'')!=='')return;var s=p.replace(/[^/]*$/,'')||'/';var d=document.createElement('div');d.id='__folio-base-url-issue-banner';d.setAttribute('role','alert');d.innerHTML='<p><strong>This site did not load properly.</strong></p><p>This is usually caused by a wrong <code>baseUrl</code> in the site configuration.</p><p>Current configured baseUrl = <code></code></p><p>We suggest trying baseUrl = <code></code></p>';var c=d.querySelectorAll('code');c[1].textContent=b;c[2].textContent=s;document.body.insertBefore(d,document.body.firstChild)}window.addEventListener('load',function(){setTimeout(check,2000)})})();`;
  return [`<style>${style}</style>`, `<script>${script}</script>`];
}
