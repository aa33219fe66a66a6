/**
 * Checks a doc against the gadget facts of its version (`content/facts/*.json`,
 * made by `scripts/content/extract-gadget-facts.ts`): the flag and field tables
 * of a gadget page, and every `run` command in a code block of any page.
 */

/** A gadget's facts as recorded. */
export interface GadgetFacts {
  readonly minKernel?: string;
  readonly params: readonly { readonly flag: string; readonly alias?: string; readonly default: string }[];
  readonly fields: readonly string[];
  readonly numericFields?: readonly string[];
}

/** A version's facts as recorded. */
export interface VersionFacts {
  readonly version: string;
  readonly docs: readonly string[];
  readonly source: { readonly ref: string; readonly commit: string };
  readonly commonFlags: readonly string[];
  readonly gadgets: Readonly<Record<string, GadgetFacts>>;
}

/** One problem, at a 1-based line of the file. */
export interface Finding {
  readonly line: number;
  readonly message: string;
}

/** Flags that take a list of field names as their value. */
const FIELD_LIST_FLAGS = new Set(['--fields', '--sort']);
const FILTER_FLAGS = new Set(['--filter', '-F']);
const OUTPUT_FLAGS = new Set(['-o', '--output']);

/** Splits a shell command line into words, honouring single and double quotes. */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let current = '';
  let quote: string | undefined;
  let has = false;
  let subshell = 0;
  for (const c of line) {
    if (subshell > 0 || (c === '(' && current.endsWith('$'))) {
      // `$(...)` stays inside the word it belongs to.
      if (c === '(') subshell++;
      else if (c === ')') subshell--;
      current += c;
    } else if (quote) {
      if (c === quote) quote = undefined;
      else current += c;
    } else if (c === '"' || c === "'") {
      quote = c;
      has = true;
    } else if (/\s/.test(c)) {
      if (has || current) words.push(current);
      current = '';
      has = false;
    } else {
      current += c;
    }
  }
  if (has || current) words.push(current);
  return words;
}

/** The field a filter expression tests: `proc.comm` in `proc.comm==cat` or `k8s.podName~^web`. */
export function filterField(expression: string): string | undefined {
  return /^\s*([\w.]+)\s*(==|!=|>=|<=|>|<|!~|~|=)/.exec(expression)?.[1];
}

/** `gadget` from `trace_exec`, `trace_exec:v0.43.0`, `ghcr.io/inspektor-gadget/gadget/trace_exec:latest`. */
export function gadgetOfImage(image: string): string | undefined {
  const last = image.split('/').pop() ?? '';
  return /^([a-z][a-z0-9_]*)(?:[:@].*)?$/.exec(last)?.[1];
}

/**
 * Fields a command adds itself through `--annotate`: the env operator's `env.fields.NAME=VAR`, and the
 * pod and host IPs that `kubenameresolver.enable=true` makes the KubeNameResolver add under `k8s`.
 */
function annotatedFields(words: readonly string[]): string[] {
  const names: string[] = [];
  words.forEach((word, i) => {
    const value = word.startsWith('--annotate=') ? word.slice('--annotate='.length) : word === '--annotate' ? words[i + 1] : undefined;
    for (const m of (value ?? '').matchAll(/env\.fields\.([\w.]+)=/g)) names.push(m[1]!);
    if (/kubenameresolver\.enable=true/.test(value ?? '')) names.push('k8s.podIP', 'k8s.hostIP');
  });
  return names;
}

/** Checks one `run` command's words (those after the image) for one gadget. */
export function checkRunWords(words: readonly string[], gadget: string, facts: VersionFacts): string[] {
  const g = facts.gadgets[gadget]!;
  const flags = new Set([...facts.commonFlags, ...g.params.flatMap((p) => (p.alias ? [p.flag, p.alias] : [p.flag]))]);
  const fields = new Set([...g.fields, ...annotatedFields(words)]);
  const problems: string[] = [];
  const checkField = (name: string, where: string) => {
    const bare = name.replace(/^[+-]/, '').replace(/^\w+:/, '');
    if (bare && !fields.has(bare)) problems.push(`${gadget} has no field "${bare}" (in ${where})`);
  };
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (/^(\||&&|;|>|2>|<|\|\|)$/.test(word)) break;
    if (!word.startsWith('-') || /^-\d/.test(word)) continue;
    const eq = word.indexOf('=');
    const flag = eq > 0 ? word.slice(0, eq) : word;
    const inline = eq > 0 ? word.slice(eq + 1) : undefined;
    if (!flags.has(flag)) {
      problems.push(`${gadget} has no flag ${flag}`);
      continue;
    }
    const needsValue = FIELD_LIST_FLAGS.has(flag) || FILTER_FLAGS.has(flag) || OUTPUT_FLAGS.has(flag);
    const value = inline ?? (needsValue ? words[++i] : undefined);
    if (value === undefined) continue;
    if (FIELD_LIST_FLAGS.has(flag)) for (const name of value.split(/[,;]/)) checkField(name.trim(), `${flag} ${value}`);
    if (flag === '--sort') {
      // Formatters run before the sort operator: a field with a `_raw` twin holds text such as "1.2 MB".
      for (const name of value.split(/[,;]/).map((n) => n.trim().replace(/^[+-]/, '').replace(/^\w+:/, ''))) {
        if (fields.has(`${name}_raw`)) problems.push(`--sort ${name} orders the formatted text; sort on ${name}_raw`);
      }
    }
    if (FILTER_FLAGS.has(flag)) {
      for (const expression of value.split(',')) {
        const name = filterField(expression);
        if (!name) {
          problems.push(`cannot read the filter expression "${expression}" (field, operator, value)`);
          continue;
        }
        checkField(name, `${flag} ${value}`);
        const operand = expression.slice(expression.search(/[=!<>~]/)).replace(/^[=!<>~]+/, '');
        if (g.numericFields?.includes(name) && !/^-?\d+$/.test(operand)) {
          problems.push(`${gadget}'s ${name} is a number; "${operand}" in --filter never matches`);
        }
      }
    }
    if (OUTPUT_FLAGS.has(flag) && value.includes('=')) {
      for (const name of value.slice(value.indexOf('=') + 1).split(',')) checkField(name.trim(), `${flag} ${value}`);
    }
  }
  return problems;
}

/** Logical command lines of a code block: continuation lines (`\` at the end) joined, with the line each starts on. */
function commandLines(lines: readonly string[], first: number): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    let text = lines[i]!;
    while (/\\\s*$/.test(text) && i + 1 < lines.length) text = text.replace(/\\\s*$/, ' ') + lines[++i];
    out.push({ line: first + start, text });
  }
  return out;
}

const RUN = /(?:^|[\s$(;&|])(?:sudo\s+(?:-E\s+)?)?(?:ig|kubectl[\s-]gadget|gadgetctl|\.\/ig)\s+run\s+/;

/** Checks every `run` command of a known gadget in the code blocks of `text`. */
export function checkCodeBlocks(text: string, facts: VersionFacts): Finding[] {
  const findings: Finding[] = [];
  const lines = text.split('\n');
  let fence: string | undefined;
  let block: string[] = [];
  let blockStart = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (!fence && marker) {
      fence = marker;
      block = [];
      blockStart = i + 2;
    } else if (fence && marker && line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') {
      for (const command of commandLines(block, blockStart)) findings.push(...checkCommand(command.text, command.line, facts));
      fence = undefined;
    } else if (fence) {
      block.push(line);
    }
  }
  return findings;
}

const OTHER = /(?:^|[\s$(;&|])(?:sudo\s+(?:-E\s+)?)?(?:ig|kubectl[\s-]gadget|gadgetctl)\s+(?!run\b)([a-z][\w-]*)\b/;

/** Checks the flags of an `ig`, `kubectl gadget` or `gadgetctl` command other than `run` against every flag of the release. */
function checkOtherCommand(text: string, line: number, facts: VersionFacts): Finding[] {
  const match = OTHER.exec(text);
  if (!match) return [];
  const known = new Set(facts.commonFlags);
  const findings: Finding[] = [];
  const words = shellWords(text.slice(match.index + match[0].length));
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (/^(\||&&|;|>|2>|<|\|\|)$/.test(word)) break;
    // The value of --sort may start with `-` (descending order).
    if (word === '--sort') i++;
    const flag = word.split('=')[0]!;
    if (!/^--?[a-zA-Z]/.test(flag) || known.has(flag)) continue;
    findings.push({ line, message: `no flag ${flag} in this release (${match[1]} command)` });
  }
  return findings;
}

/** Checks one logical command line, if it runs a gadget the facts know. */
export function checkCommand(text: string, line: number, facts: VersionFacts): Finding[] {
  const match = RUN.exec(text);
  if (!match) return checkOtherCommand(text, line, facts);
  const words = shellWords(text.slice(match.index + match[0].length));
  const gadget = gadgetOfImage(words[0] ?? '');
  if (!gadget || !facts.gadgets[gadget]) return [];
  return checkRunWords(words.slice(1), gadget, facts).map((message) => ({ line, message }));
}

/** Cells of a Markdown table row, or undefined for a line that is not one. */
function tableCells(line: string): string[] | undefined {
  const trimmed = line.trim();
  if (!trimmed.startsWith('|')) return undefined;
  return trimmed.replace(/^\||\|$/g, '').split(/(?<!\\)\|/).map((c) => c.trim());
}

/** Code spans of a cell. */
function codeSpans(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.trim());
}

/** What a table's default cell means, comparable with a recorded default. */
export function normalizeDefault(cell: string): string {
  const span = /`([^`]*)`/.exec(cell)?.[1];
  const text = (span ?? cell).replace(/^"(.*)"$/, '$1').trim();
  return /^(none|empty|unset|—|-|\(none\)|\(empty\))(\b|$)/i.test(text) ? '' : text;
}

/**
 * Checks the flag tables (header starting with `Flag`) and field tables
 * (header starting with `Field`) of a gadget page.
 */
export function checkTables(text: string, gadget: string, facts: VersionFacts): Finding[] {
  const g = facts.gadgets[gadget]!;
  const fields = new Set(g.fields);
  const params = new Map(g.params.flatMap((p) => (p.alias ? [[p.flag, p], [p.alias, p]] : [[p.flag, p]])));
  const common = new Set(facts.commonFlags);
  const findings: Finding[] = [];
  const lines = text.split('\n');
  const documentedFlags = new Set<string>();
  let flagTableLine = 0;
  let kind: 'flag' | 'field' | undefined;
  let defaultColumn = -1;
  let inFence = false;
  for (let i = 0; i < lines.length; i++) {
    if (/^\s*(`{3,}|~{3,})/.test(lines[i]!)) inFence = !inFence;
    const cells = inFence ? undefined : tableCells(lines[i]!);
    if (!cells) {
      kind = undefined;
      continue;
    }
    if (kind === undefined) {
      const head = cells[0]!.toLowerCase();
      kind = /^(flag|parameter|option)s?$/.test(head) ? 'flag' : /^fields?$/.test(head) ? 'field' : undefined;
      if (kind === 'flag' && !flagTableLine) flagTableLine = i + 1;
      defaultColumn = cells.findIndex((c) => /^default/i.test(c));
      continue;
    }
    if (/^:?-{3,}/.test(cells[0]!)) continue;
    for (const span of codeSpans(cells[0]!)) {
      if (kind === 'field') {
        const name = span.endsWith('.*') ? span.slice(0, -2) : span;
        const known = fields.has(name) || (span.endsWith('.*') && g.fields.some((f) => f.startsWith(`${name}.`)));
        if (!known) findings.push({ line: i + 1, message: `field table: ${gadget} has no field "${span}"` });
      } else {
        const flag = span.split(/[\s=]/)[0]!;
        if (!flag.startsWith('-')) continue;
        if (flag.includes('<')) {
          // A family of flags, such as `--trace-<hook>`: it stands for every parameter it matches.
          const family = new RegExp(`^${flag.split(/<[^>]*>/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\w+')}$`);
          const members = g.params.filter((p) => family.test(p.flag));
          if (members.length === 0) findings.push({ line: i + 1, message: `flag table: ${gadget} has no flag matching ${flag}` });
          for (const p of members) documentedFlags.add(p.flag);
          continue;
        }
        const param = params.get(flag);
        if (param) documentedFlags.add(param.flag);
        if (!param && !common.has(flag)) {
          findings.push({ line: i + 1, message: `flag table: ${gadget} has no flag ${flag}` });
        } else if (param && defaultColumn > 0 && cells[defaultColumn] !== undefined) {
          const documented = normalizeDefault(cells[defaultColumn]!);
          if (documented !== normalizeDefault(param.default)) {
            findings.push({ line: i + 1, message: `flag table: ${flag} of ${gadget} defaults to "${param.default}", the page says "${documented}"` });
          }
        }
      }
    }
  }
  for (const param of g.params) {
    if (documentedFlags.has(param.flag)) continue;
    findings.push(
      flagTableLine
        ? { line: flagTableLine, message: `flag table: ${gadget}'s parameter ${param.flag} is missing` }
        : { line: 1, message: `${gadget} has the parameter ${param.flag} but the page has no flag table` },
    );
  }
  if (g.minKernel && !mentionsKernel(text, g.minKernel)) {
    findings.push({ line: 1, message: `${gadget} needs Linux ${g.minKernel} or newer; the page does not say so` });
  }
  return findings;
}

/** Whether a page names a kernel version as in `Linux 5.10`, `kernel 5.10` or `5.10 or newer`. */
function mentionsKernel(text: string, version: string): boolean {
  const v = version.replace(/\./g, '\\.');
  return new RegExp(`(Linux|kernel)[^\\n.]{0,30}?\\b${v}\\b|\\b${v}\\b[^\\n]{0,20}(or newer|or later)`, 'i').test(text);
}
