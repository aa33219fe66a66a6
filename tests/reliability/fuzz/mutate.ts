/** Seeded mutations of real pages for the fuzz tests. Pure given the seed. */

/** A small seeded PRNG (mulberry32): the same seed gives the same run, so failures reproduce. */
export function createRandom(seed: number): { next(): number; int(max: number): number; pick<T>(items: readonly T[]): T } {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return { next, int, pick: (items) => items[int(items.length)]! };
}

type Random = ReturnType<typeof createRandom>;

const TEXT_NOISE = 'aZ09 \t\n~^%$@éß€😀\u0007\u200b';
const SPECIAL = '{}<>[]()`*_#:-|\\!&"\'';

function lines(bytes: Buffer): Buffer[] {
  const out: Buffer[] = [];
  let start = 0;
  for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) {
    out.push(bytes.subarray(start, i + 1));
    start = i + 1;
  }
  if (start < bytes.length) out.push(bytes.subarray(start));
  return out;
}

/** The mutations, by name. Each returns new bytes. */
export const MUTATIONS: Record<string, (bytes: Buffer, random: Random, textOnly: boolean) => Buffer> = {
  truncate: (bytes, random) => bytes.subarray(0, random.int(bytes.length + 1)),
  randomBytes: (bytes, random, textOnly) => {
    const at = random.int(bytes.length + 1);
    const length = 1 + random.int(8);
    // Half the time any bytes (mostly not UTF-8), half the time random text (printable, accented, emoji, control).
    const noise = !textOnly && random.next() < 0.5
      ? Buffer.from(Array.from({ length }, () => random.int(256)))
      : Buffer.from(Array.from({ length }, () => random.pick([...TEXT_NOISE])).join(''));
    return Buffer.concat([bytes.subarray(0, at), noise, bytes.subarray(at)]);
  },
  deleteLines: (bytes, random) => {
    const all = lines(bytes);
    const count = 1 + random.int(5);
    const from = random.int(Math.max(1, all.length));
    return Buffer.concat([...all.slice(0, from), ...all.slice(from + count)]);
  },
  doubleFence: (bytes, random) => {
    const all = lines(bytes);
    const fences = all.map((line, i) => (line.toString('utf8').trimStart().startsWith('```') ? i : -1)).filter((i) => i >= 0);
    const at = fences.length ? random.pick(fences) : random.int(all.length + 1);
    const fence = fences.length ? all[at]! : Buffer.from('```\n');
    return Buffer.concat([...all.slice(0, at), fence, ...all.slice(at)]);
  },
  specialCharacters: (bytes, random) => {
    let out = bytes;
    for (let n = 1 + random.int(6); n > 0; n--) {
      const at = random.int(out.length + 1);
      out = Buffer.concat([out.subarray(0, at), Buffer.from(random.pick([...SPECIAL])), out.subarray(at)]);
    }
    return out;
  },
};

/** Applies one to `most` random mutations (`textOnly`: inserted noise stays valid UTF-8); returns the bytes and their names. */
export function mutate(bytes: Buffer, random: Random, options: { most?: number; textOnly?: boolean } = {}): { bytes: Buffer; applied: string[] } {
  const names = Object.keys(MUTATIONS);
  const applied: string[] = [];
  let out = bytes;
  for (let n = 1 + random.int(options.most ?? 3); n > 0; n--) {
    const name = random.pick(names);
    applied.push(name);
    out = MUTATIONS[name]!(out, random, options.textOnly ?? false);
  }
  return { bytes: out, applied };
}
