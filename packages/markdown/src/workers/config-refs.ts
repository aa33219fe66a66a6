import { pathToFileURL } from 'node:url';

/**
 * Site remark/rehype plugins and function-valued Markdown options cannot be posted to a worker
 * thread. Most of them come from the site's config, though, and a worker can load that config
 * itself: a value found in the config is sent as its place there (`presets.0.1.docs.remarkPlugins.0`),
 * and the worker takes the value at that place in its own copy of the config.
 */

/** Where a value sits in the config: the keys from its root. */
export type ConfigPath = ReadonlyArray<string | number>;

/** A value sent as its place in the config. */
export interface ConfigRef {
  [CONFIG_REF]: ConfigPath;
}

/** The key marking a ConfigRef (no config key looks like it). */
export const CONFIG_REF = '\0folio:config-ref';

/** The site config as loaded: the module file a worker can import, and the value it gave on this thread. */
export interface ConfigSource {
  /** Absolute path of the loaded (bundled) config module; it stays on disk while the site is built. */
  moduleFile: string;
  /** The config value (the default export, called when it is a function). */
  value: unknown;
}

/** Most values indexed in a config (a config reaching into huge objects only loses the optimisation). */
const MAX_INDEXED = 50_000;

/** True for values copied as data: arrays and objects whose prototype is Object's (or none). */
function isPlain(value: object): boolean {
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * The place of every function and every non-plain object (class instance, RegExp…) reachable from
 * the config through plain objects and arrays, by identity; the shallowest place wins. Pure.
 */
export function indexConfig(root: unknown): Map<object, ConfigPath> {
  const index = new Map<object, ConfigPath>();
  const seen = new Set<object>();
  const queue: Array<[unknown, ConfigPath]> = [[root, []]];
  while (queue.length && seen.size < MAX_INDEXED) {
    const [value, at] = queue.shift()!;
    if ((typeof value !== 'object' && typeof value !== 'function') || value === null || seen.has(value)) continue;
    seen.add(value);
    if (typeof value === 'function' || !isPlain(value)) {
      index.set(value, at);
      continue;
    }
    for (const [key, item] of Object.entries(value)) queue.push([item, [...at, Array.isArray(value) ? Number(key) : key]]);
  }
  return index;
}

/**
 * A copy of `value` a worker can receive: plain data copied, every function or non-plain object
 * replaced by its ConfigRef (`refs` counts them); undefined when one of them is not in the config
 * (or the value is cyclic), so the caller keeps the work on its own thread. Pure.
 */
export function encodeConfigRefs(value: unknown, index: ReadonlyMap<object, ConfigPath>): { value: unknown; refs: number } | undefined {
  let refs = 0;
  const encode = (item: unknown, path: readonly object[]): { value: unknown } | undefined => {
    if ((typeof item !== 'object' && typeof item !== 'function') || item === null) return { value: item };
    if (typeof item === 'function' || !isPlain(item)) {
      const at = index.get(item);
      refs += at ? 1 : 0;
      return at ? { value: { [CONFIG_REF]: at } } : undefined;
    }
    if (path.includes(item)) return undefined;
    const inner = [...path, item];
    const entries: Array<[string, unknown]> = [];
    for (const [key, child] of Object.entries(item)) {
      const encoded = encode(child, inner);
      if (!encoded) return undefined;
      entries.push([key, encoded.value]);
    }
    return { value: Array.isArray(item) ? entries.map(([, child]) => child) : Object.fromEntries(entries) };
  };
  const encoded = encode(value, []);
  return encoded && { value: encoded.value, refs };
}

/** The value at `path` in `root`; throws when there is none. Pure. */
export function valueAt(root: unknown, path: ConfigPath): unknown {
  let value = root;
  for (const key of path) {
    if ((typeof value !== 'object' && typeof value !== 'function') || value === null || !(key in value)) {
      throw new Error(`the config has no value at ${path.join('.')}`);
    }
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/** `value` with every ConfigRef replaced by the value at its place in `root`. Pure. */
export function decodeConfigRefs(value: unknown, root: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => decodeConfigRefs(item, root));
  if (CONFIG_REF in value) return valueAt(root, (value as ConfigRef)[CONFIG_REF]);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, decodeConfigRefs(item, root)]));
}

/**
 * The value a module exports as its default: `export default`, or `module.exports` (taking the
 * `default` of a CommonJS module compiled from ES module syntax). Pure.
 */
export function defaultExport(exports: Record<string, unknown>): unknown {
  const value = exports.default;
  if (value !== null && typeof value === 'object' && (value as { __esModule?: unknown }).__esModule === true && 'default' in value) return (value as { default: unknown }).default;
  return value;
}

/** Configs a compile worker thread has loaded, by module file. */
const loadedConfigs = new Map<string, Promise<unknown>>();

/**
 * The config value of a loaded config module, as the calling thread got it: its default export,
 * called (and awaited) when it is a function, as Docusaurus does. Loaded once per thread and file.
 */
export function loadConfigValue(moduleFile: string): Promise<unknown> {
  let loaded = loadedConfigs.get(moduleFile);
  if (!loaded) {
    loaded = import(pathToFileURL(moduleFile).href).then(async (exports: Record<string, unknown>) => {
      const value = defaultExport(exports);
      return typeof value === 'function' ? await (value as () => unknown)() : value;
    });
    loadedConfigs.set(moduleFile, loaded);
  }
  return loaded;
}
