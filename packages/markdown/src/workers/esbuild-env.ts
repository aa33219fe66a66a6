/**
 * The soft memory limit of esbuild's service during `folio build`. esbuild is a Go process whose
 * collector lets its heap grow to twice what is live: bundling this site's app (Mermaid is most
 * of it) took it anywhere from 300 to 500 MB from one cold build to the next. Near this limit the
 * collector runs sooner instead; it cost some 0.3 s of esbuild's 4 s of CPU on this site, while
 * 250 MiB cost 0.6-0.9 s. Past it, esbuild collects more often, never fails.
 */
export const ESBUILD_MEMORY_LIMIT = '300MiB';

/**
 * The variables to add to an environment so that an esbuild service started from it keeps to
 * ESBUILD_MEMORY_LIMIT: none when it sets GOMEMLIMIT itself (`off` included). esbuild's service
 * takes the environment of the process when it starts. Pure.
 */
export function esbuildMemoryEnv(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return env.GOMEMLIMIT === undefined ? { GOMEMLIMIT: ESBUILD_MEMORY_LIMIT } : {};
}
