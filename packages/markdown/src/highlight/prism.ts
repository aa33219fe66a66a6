import { createRequire } from 'node:module';
import { Prism } from 'prism-react-renderer';

/**
 * Languages added to prism-react-renderer's bundled Prism, in dependency order (e.g. shell-session
 * needs bash). The bundled set already has markup, css, clike, javascript, jsx, typescript, tsx,
 * yaml, json, go, c, cpp, rust, python, sql, markdown, graphql, kotlin, swift, objectivec, reason.
 */
export const EXTRA_LANGUAGES = [
  'bash', 'shell-session', 'docker', 'diff', 'ini', 'toml', 'makefile', 'powershell', 'java', 'protobuf',
  'hcl', 'nginx', 'promql', 'log', 'http', 'go-module', 'lua', 'ruby', 'wasm', 'llvm', 'csv', 'properties',
  'cmake', 'jq', 'batch',
] as const;

/** Names people write after the fence that Prism knows under another name. */
const ALIASES: Record<string, string> = {
  console: 'shell-session',
  terminal: 'shell-session',
  zsh: 'bash',
  dockerfile: 'docker',
  golang: 'go',
  yml: 'yaml',
  'go.mod': 'go-module',
  text: 'plain',
  txt: 'plain',
};

let loaded = false;

/**
 * Returns prism-react-renderer's Prism with the extra languages loaded (once per process: the
 * components are CommonJS files that assign to a global `Prism`, restored afterwards).
 */
export function getPrism(): typeof Prism {
  if (loaded) return Prism;
  const require = createRequire(import.meta.url);
  const scope = globalThis as { Prism?: unknown };
  const previous = scope.Prism;
  scope.Prism = Prism;
  try {
    for (const name of EXTRA_LANGUAGES) {
      if (!Prism.languages[name]) require(`prismjs/components/prism-${name}.js`);
    }
  } finally {
    if (previous === undefined) delete scope.Prism;
    else scope.Prism = previous;
  }
  loaded = true;
  return Prism;
}

/** The Prism grammar key for a fence language (`console` → `shell-session`), lower-cased. */
export function getGrammarName(language: string): string {
  const lower = language.toLowerCase();
  return ALIASES[lower] ?? lower;
}
