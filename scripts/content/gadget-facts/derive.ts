/**
 * Turns a gadget's C event types and its gadget.yaml into the field names the
 * `ig` / `kubectl gadget` CLI shows, following what the operators of the
 * toolkit add to every datasource (facts read in the toolkit's
 * `pkg/operators/formatters`, `pkg/operators/ebpf/formatters.go`,
 * `pkg/operators/uidgidresolver`, `pkg/operators/kubeipresolver`,
 * `pkg/operators/ustack` and `pkg/datasource/compat/wrapper.go`).
 */
import type { FlatField } from './c-structs.ts';

/** Field annotations from gadget.yaml, keyed by full field name. */
export type FieldAnnotations = ReadonlyMap<string, Record<string, string>>;

/** C types whose `_raw` field gets a readable sibling added at the top level. */
const TOP_LEVEL_FORMATTED = new Set(['gadget_timestamp', 'gadget_errno', 'gadget_signal', 'gadget_syscall']);
/** C types whose `_raw` field gets a readable sibling next to it. */
const SIBLING_FORMATTED = new Set(['gadget_bytes', 'gadget_duration', 'gadget_kernel_stack']);

/** The fields the container enrichment adds to a datasource with a mount or network namespace field. */
export const ENRICHMENT_FIELDS = [
  'k8s',
  'k8s.node',
  'k8s.namespace',
  'k8s.podName',
  'k8s.containerName',
  'k8s.hostnetwork',
  'k8s.podLabels',
  'k8s.owner',
  'k8s.owner.kind',
  'k8s.owner.name',
  'runtime',
  'runtime.containerName',
  'runtime.runtimeName',
  'runtime.containerId',
  'runtime.containerPid',
  'runtime.containerImageName',
  'runtime.containerImageDigest',
  'runtime.containerStartedAt',
];

function parentOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(0, dot);
}

function join(parent: string, name: string): string {
  return parent ? `${parent}.${name}` : name;
}

/** The name given by a `*.target` annotation, or the field's own short name without `_raw`. */
function targetName(field: FlatField, annotations: FieldAnnotations, key: string): string | undefined {
  const own = annotations.get(field.name) ?? {};
  const annotated = own[key];
  if (annotated) return annotated;
  const short = field.name.slice(field.name.lastIndexOf('.') + 1);
  return short.endsWith('_raw') ? short.slice(0, -'_raw'.length) : undefined;
}

/** Adds the fields the CLI derives from typed fields; returns the complete, sorted list of names. */
export function deriveFields(flat: readonly FlatField[], annotations: FieldAnnotations, extra: readonly string[]): string[] {
  const names = new Set<string>(flat.map((f) => f.name));
  for (const name of extra) names.add(name);
  let enrich = false;
  for (const field of flat) {
    const parent = parentOf(field.name);
    const type = field.type;
    if (type === 'gadget_mntns_id' || type === 'gadget_netns_id') enrich = true;
    if (TOP_LEVEL_FORMATTED.has(type)) {
      const kind = type.replace('gadget_', '');
      const target = targetName(field, annotations, `formatters.${kind}.target`);
      if (target) names.add(target);
    } else if (SIBLING_FORMATTED.has(type) || type.startsWith('enum ')) {
      const key =
        type === 'gadget_kernel_stack'
          ? 'kstack.target'
          : type.startsWith('enum ')
            ? 'enum.target'
            : `formatters.${type.replace('gadget_', '')}.target`;
      const target = targetName(field, annotations, key);
      if (target) names.add(join(parent, target));
    } else if (type === 'gadget_uid' || type === 'gadget_gid') {
      const target = targetName(field, annotations, 'uidgidresolver.target');
      names.add(join(parent, target ?? (type === 'gadget_uid' ? 'user' : 'group')));
    } else if (type === 'struct gadget_l4endpoint_t' || type === 'struct gadget_l3endpoint_t') {
      names.add(`${field.name}.addr`);
      if (type === 'struct gadget_l4endpoint_t') {
        names.add(`${field.name}.proto`);
        names.add(`${field.name}.endpoint`);
      }
      for (const sub of ['k8s', 'k8s.kind', 'k8s.name', 'k8s.namespace', 'k8s.labels']) names.add(`${field.name}.${sub}`);
    } else if (type === 'struct gadget_user_stack') {
      names.add(`${field.name}.addresses`);
      names.add(`${field.name}.symbols`);
    }
  }
  // Fields added by a WebAssembly program or listed only in gadget.yaml can carry the mount namespace too.
  for (const [name, own] of annotations) {
    if (own['template'] === 'mntns_id' && names.has(name)) enrich = true;
  }
  if (enrich) for (const name of ENRICHMENT_FIELDS) names.add(name);
  return [...names].sort();
}
