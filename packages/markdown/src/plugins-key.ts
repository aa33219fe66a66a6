import type { PluggableList } from 'unified';

/** Site plugin lists, placed around Folio's own plugins. */
export interface PipelinePlugins {
  remarkPlugins?: PluggableList;
  rehypePlugins?: PluggableList;
  beforeDefaultRemarkPlugins?: PluggableList;
  beforeDefaultRehypePlugins?: PluggableList;
}

/** A stable string naming a plugin set (function identity + options), for memo and cache keys. */
export function getPluginsKey(plugins: PipelinePlugins): string {
  const lists = [plugins.beforeDefaultRemarkPlugins, plugins.remarkPlugins, plugins.beforeDefaultRehypePlugins, plugins.rehypePlugins];
  return lists.map((list) => (list ?? []).map(describePluggable).join(',')).join('|');
}

/** Text describing plugin code and options, stable across processes (for the disk cache). */
export function getPluginsFingerprint(plugins: PipelinePlugins): string {
  const lists = [plugins.beforeDefaultRemarkPlugins, plugins.remarkPlugins, plugins.beforeDefaultRehypePlugins, plugins.rehypePlugins];
  return lists
    .map((list) => (list ?? []).map((p) => (Array.isArray(p) ? `${String(p[0])}${safeJson(p.slice(1), String)}` : String(p))).join(','))
    .join('|');
}

/** A stable string naming a value within this process: its JSON, functions and cyclic values by identity. */
export function describeValue(value: unknown): string {
  return safeJson(value, identify) ?? identify(value);
}

const objectIds = new WeakMap<object, number>();
let nextObjectId = 1;

function describePluggable(pluggable: unknown): string {
  if (!Array.isArray(pluggable)) return identify(pluggable);
  const [plugin, ...options] = pluggable as unknown[];
  return `[${identify(plugin)} ${safeJson(options, identify) ?? identify(options)}]`;
}

function identify(value: unknown): string {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return String(value);
  let id = objectIds.get(value);
  if (id === undefined) objectIds.set(value, (id = nextObjectId++));
  return `#${id}`;
}

/** JSON with functions written by `describeFunction`; undefined for cyclic values. */
export function safeJson(value: unknown, describeFunction: (fn: unknown) => string): string | undefined {
  try {
    return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'function' ? describeFunction(item) : item));
  } catch {
    return undefined;
  }
}
