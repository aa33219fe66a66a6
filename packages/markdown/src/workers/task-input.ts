import type { CompileInput } from '../types.ts';
import { decodeConfigRefs, encodeConfigRefs, indexConfig, loadConfigValue, type ConfigPath, type ConfigSource } from './config-refs.ts';
import { ConfigRefError } from './config-ref-error.ts';
import { PLUGGABLE_FIELDS, type CompileTask } from './protocol.ts';


/** Encodes compile inputs for workers against one site config (indexed once, on first need). */
export interface TaskInputEncoder {
  /** The input as a worker receives it; undefined when it holds a function or object the config does not (it compiles on the calling thread). */
  encode(input: CompileInput): CompileTask['input'] | undefined;
}

/** An encoder for inputs whose plugins come from `config` (or from nowhere, without one). */
export function createTaskInputEncoder(config: ConfigSource | undefined): TaskInputEncoder {
  let index: Map<object, ConfigPath> | undefined;
  return {
    encode(input) {
      const { source, filePath, format, tocMinLevel, tocMaxLevel } = input;
      const task: CompileTask['input'] = { source, filePath, format, tocMinLevel, tocMaxLevel };
      let refs = false;
      for (const field of PLUGGABLE_FIELDS) {
        const value = input[field];
        if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
        index ??= indexConfig(config?.value);
        const encoded = encodeConfigRefs(value, index);
        if (!encoded) return undefined;
        (task as Record<string, unknown>)[field] = encoded.value;
        refs ||= encoded.refs > 0;
      }
      if (refs && config) task.configModule = config.moduleFile;
      return task;
    },
  };
}

/**
 * A task's input with the values its ConfigRefs name taken from the config: `configOf` gives the
 * config value of a module file (a worker loads it once per thread; the calling thread has its own).
 */
export async function decodeTaskInput(input: CompileTask['input'], configOf: (moduleFile: string) => Promise<unknown> = loadConfigValue): Promise<CompileInput> {
  if (!input.configModule) return input as CompileInput;
  const root = await configOf(input.configModule);
  const decoded: Record<string, unknown> = { ...input };
  delete decoded.configModule;
  try {
    for (const field of PLUGGABLE_FIELDS) if (input[field] !== undefined) decoded[field] = decodeConfigRefs(input[field], root);
  } catch (error) {
    throw new ConfigRefError(`${input.filePath}: ${(error as Error).message}`);
  }
  return decoded as unknown as CompileInput;
}
