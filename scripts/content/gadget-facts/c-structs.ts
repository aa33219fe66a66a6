/**
 * A small reader for the C structs of Inspektor Gadget's eBPF programs.
 *
 * It understands what gadget sources use for their event and map types:
 * `struct name { ... };`, `typedef struct [name] { ... } alias;`, members of
 * scalar, array, struct, union and enum types, and bit fields. It is not a C
 * parser: preprocessor lines are dropped and macros are not expanded, which is
 * enough to name the members (the only thing the facts need).
 */

/** One member of a struct as written in the source. */
export interface CMember {
  /** Member name. */
  readonly name: string;
  /** Type as written, without qualifiers: `gadget_timestamp`, `struct gadget_process`, `enum pkt_type_t`, `__u32`. */
  readonly type: string;
}

/** Struct definitions by name (both `struct x` and typedef aliases are keys). */
export type StructTable = Map<string, CMember[]>;

/** Removes comments, string literals' contents and preprocessor lines. */
export function stripC(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\/\/[^\n]*/g, '')
    .replace(/^\s*#[^\n]*(\\\n[^\n]*)*/gm, '');
}

/** Finds the index of the brace closing the one at `open`. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** Splits a struct body into top-level member declarations (nested braces kept together). */
function splitMembers(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (c === ';' && depth === 0) {
      parts.push(body.slice(start, i).trim());
      start = i + 1;
    }
  }
  return parts.filter((p) => p.length > 0);
}

/** Parses one member declaration such as `char comm[TASK_COMM_LEN]` or `__u8 flags : 4`. */
export function parseMember(declaration: string): CMember[] {
  const text = declaration
    .replace(/__attribute__\s*\(\([\s\S]*?\)\)/g, ' ')
    .replace(/\b(const|volatile|unsigned(?=\s+(?:__int128|int|long|char|short)))\b/g, (m) => (m === 'const' || m === 'volatile' ? ' ' : m))
    .replace(/\s+/g, ' ')
    .trim();
  // Anonymous nested struct/union: its members sit at the parent's level.
  const inline = /^(struct|union)\s*\{([\s\S]*)\}\s*(\w*)$/.exec(text);
  if (inline) {
    const inner = splitMembers(inline[2]!).flatMap(parseMember);
    return inline[3] ? [{ name: inline[3], type: `${inline[1]} {inline}` }] : inner;
  }
  // `int a, b : 4` declares two members of one type: the type is written before the first name only.
  const [first = '', ...others] = text.replace(/\*/g, ' ').split(',');
  const match = /^(.*?)\s*\b(\w+)\s*(\[[^\]]*\]\s*)*(?::\s*\d+)?$/.exec(first.trim());
  if (!match || !match[1]) return [];
  const names = [match[2]!, ...others.map((n) => n.replace(/\[.*$/, '').replace(/:.*$/, '').trim())];
  return names.filter((n) => /^\w+$/.test(n)).map((name) => ({ name, type: match[1]!.trim() }));
}

/** Collects every struct (and typedef'd struct) defined in `source`. */
export function parseStructs(source: string, into: StructTable = new Map()): StructTable {
  const text = stripC(source);
  const head = /\b(typedef\s+)?struct\s+(\w+)?\s*\{/g;
  for (let m = head.exec(text); m; m = head.exec(text)) {
    const open = m.index + m[0].length - 1;
    const close = closingBrace(text, open);
    if (close < 0) break;
    const members = splitMembers(text.slice(open + 1, close)).flatMap(parseMember);
    const after = /^\s*(\w+)?\s*[;,=]/.exec(text.slice(close + 1));
    if (m[2]) into.set(`struct ${m[2]}`, members);
    if (m[1] && after?.[1]) into.set(after[1], members);
    head.lastIndex = close + 1;
  }
  return into;
}

/** The key and value types of a map declared as `struct { __type(key, K); __type(value, V); } name SEC(".maps");`. */
export function mapTypes(source: string, mapName: string): { key?: string; value?: string } {
  const text = stripC(source);
  const pattern = new RegExp(`struct\\s*\\{([^{}]*)\\}\\s*${mapName}\\s+SEC`);
  const body = pattern.exec(text)?.[1] ?? '';
  const key = /__type\s*\(\s*key\s*,\s*([^)]+)\)/.exec(body)?.[1]?.trim();
  const value = /__type\s*\(\s*value\s*,\s*([^)]+)\)/.exec(body)?.[1]?.trim();
  return { key, value };
}

/** The datasources a gadget's eBPF program declares, with the C types behind their fields. */
export interface DeclaredDataSource {
  readonly name: string;
  /** C types whose members become the datasource's fields (a map iterator has a key and a value). */
  readonly types: string[];
}

/** Finds `GADGET_TRACER`, `GADGET_SNAPSHOTTER` and `GADGET_MAPITER` declarations. */
export function declaredDataSources(source: string): DeclaredDataSource[] {
  const text = stripC(source);
  const found: DeclaredDataSource[] = [];
  for (const m of text.matchAll(/\bGADGET_(TRACER|SNAPSHOTTER|MAPITER)\s*\(([^)]*)\)/g)) {
    const args = m[2]!.split(',').map((a) => a.trim());
    if (m[1] === 'TRACER') found.push({ name: args[0]!, types: [args[2]!] });
    else if (m[1] === 'SNAPSHOTTER') found.push({ name: args[0]!, types: [args[1]!] });
    else {
      const { key, value } = mapTypes(source, args[1]!);
      found.push({ name: args[0]!, types: [key, value].filter((t): t is string => !!t) });
    }
  }
  return found;
}

/** Looks a type up as written, as `struct <name>`, or as a typedef alias. */
export function lookupStruct(table: StructTable, type: string): CMember[] | undefined {
  const bare = type.replace(/^struct\s+/, '');
  return table.get(`struct ${bare}`) ?? table.get(bare);
}

/** One leaf or struct field with its full dotted name and the C type it has. */
export interface FlatField {
  readonly name: string;
  readonly type: string;
}

/** Types that the CLI keeps as one field even though they are structs or unions. */
const OPAQUE = new Set(['union gadget_ip_addr_t']);

/**
 * Flattens a struct into dotted field names as the CLI shows them: a member
 * `struct gadget_process proc` gives `proc`, `proc.comm`, `proc.pid`, …,
 * `proc.creds.uid`, `proc.parent.comm`.
 */
export function flatten(table: StructTable, type: string, prefix = '', depth = 0): FlatField[] {
  const members = lookupStruct(table, type);
  if (!members || depth > 6) return [];
  const out: FlatField[] = [];
  for (const member of members) {
    const name = prefix ? `${prefix}.${member.name}` : member.name;
    out.push({ name, type: member.type });
    if (member.type.startsWith('struct ') && !OPAQUE.has(member.type)) {
      out.push(...flatten(table, member.type, name, depth + 1));
    }
  }
  return out;
}
