import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UserError } from '../config/errors.ts';

/** Folio's engine sources: stack frames from here on are the host calling the hook, not the plugin. */
const ENGINE_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** A plugin hook threw something other than a user error: a bug in that plugin, named with its hook. */
export class PluginFailure extends Error {
  override name = 'PluginFailure';

  constructor(
    readonly plugin: string,
    readonly hook: string,
    readonly original: unknown,
  ) {
    super(`The "${plugin}" plugin failed in ${hook}: ${original instanceof Error ? original.message : String(original)}`, { cause: original });
  }
}

/** The thrown error's stack down to where the engine called the plugin: the plugin's own frames. */
export function pluginStack(original: unknown): string {
  if (!(original instanceof Error)) return String(original);
  const lines = (original.stack ?? `${original.name}: ${original.message}`).split('\n');
  const engine = lines.findIndex((line, i) => i > 0 && line.includes(ENGINE_DIR));
  // The site config loads with queries in its URL (its time, tsx's namespace); readers want the plain path.
  return (engine > 0 ? lines.slice(0, engine) : lines).join('\n').replace(/file:\/\/([^\s)?]+)\?[^\s):]*/g, '$1');
}

/** Runs one plugin hook: user errors pass through as they are, anything else is pinned on the plugin. */
export async function runHook<T>(plugin: string, hook: string, run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof UserError || error instanceof PluginFailure) throw error;
    throw new PluginFailure(plugin, hook, error);
  }
}
