import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { safeDecodePath } from '../routes/paths.ts';

/** Is `child` inside `root` (or root itself)? */
function isInside(root: string, child: string): boolean {
  const relative = path.relative(root, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

function fileIfInside(root: string, candidate: string): string | undefined {
  try {
    if (!statSync(candidate).isFile()) return undefined;
    // A symlink may point out of the folder; the real path must stay inside.
    const real = realpathSync(candidate);
    return isInside(realpathSync(root), real) ? real : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Maps a request path to a file inside `root`, the way static hosts do: `/a` and `/a/` serve
 * `a/index.html`, `/a` may also be `a.html`. Never returns a file outside `root`.
 */
export function resolveRequestFile(root: string, requestPath: string): string | undefined {
  const decoded = safeDecodePath(requestPath.split('?')[0] ?? '/');
  if (decoded === undefined || decoded.includes('\0')) return undefined;
  const target = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (!isInside(root, target)) return undefined;
  return fileIfInside(root, target) ?? fileIfInside(root, path.join(target, 'index.html')) ?? (decoded.endsWith('/') ? undefined : fileIfInside(root, `${target}.html`));
}
