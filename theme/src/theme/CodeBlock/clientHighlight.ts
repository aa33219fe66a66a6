import type { CodeLine } from './types.ts';

/** Prism languages the browser can add on demand, beyond prism-react-renderer's bundled set. */
const EXTRA_LANGUAGES: Record<string, () => Promise<unknown>> = {
  bash: () => import('prismjs/components/prism-bash.js'),
  'shell-session': () => import('prismjs/components/prism-bash.js').then(() => import('prismjs/components/prism-shell-session.js')),
  docker: () => import('prismjs/components/prism-docker.js'),
  diff: () => import('prismjs/components/prism-diff.js'),
  ini: () => import('prismjs/components/prism-ini.js'),
  toml: () => import('prismjs/components/prism-toml.js'),
  makefile: () => import('prismjs/components/prism-makefile.js'),
  powershell: () => import('prismjs/components/prism-powershell.js'),
  java: () => import('prismjs/components/prism-java.js'),
  protobuf: () => import('prismjs/components/prism-protobuf.js'),
  hcl: () => import('prismjs/components/prism-hcl.js'),
  nginx: () => import('prismjs/components/prism-nginx.js'),
};

const ALIASES: Record<string, string> = {
  sh: 'bash', shell: 'bash', zsh: 'bash', console: 'shell-session', terminal: 'shell-session',
  dockerfile: 'docker', golang: 'go', yml: 'yaml',
};

/**
 * Highlights code in the browser, loading prism-react-renderer (and a missing Prism language)
 * only now. Resolves to compact token lines like the build-time ones.
 */
export async function highlightInBrowser(code: string, language: string | undefined): Promise<CodeLine[]> {
  const { Prism, normalizeTokens } = await import('prism-react-renderer');
  const name = language ? (ALIASES[language.toLowerCase()] ?? language.toLowerCase()) : '';
  const load = EXTRA_LANGUAGES[name];
  if (load && !Prism.languages[name]) {
    // Prism's language files are scripts that extend a global `Prism`.
    (globalThis as { Prism?: unknown }).Prism = Prism;
    await load();
  }
  const grammar = Prism.languages[name];
  if (!grammar) return code.split('\n').map((line) => (line ? [line] : []));
  return normalizeTokens(Prism.tokenize(code, grammar)).map((line) =>
    line
      .filter((token) => !token.empty && token.content !== '')
      .map((token) => {
        const types = token.types.filter((type) => type !== 'plain').join(' ');
        return types ? ([types, token.content] as [string, string]) : token.content;
      }),
  );
}
