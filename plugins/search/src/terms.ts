import lunr from 'lunr';

/**
 * Where text splits into words: spaces, hyphens and the punctuation of code (brackets, quotes,
 * slashes, operators), and a dot before a letter (`runtime.containerName`), so code samples do
 * not add one-off tokens like `gadgetctx.getdatasource(name`. Version numbers (`0.43.0`) and
 * snake_case names (`trace_exec`) stay whole. The search box splits queries the same way.
 */
export const TOKEN_SEPARATOR = /[\s\-(),;:="'`<>{}[\]|/\\*&!?+@#$%^~]+|\.(?=[^\d\s.])/;

/** Lower-case words of a text, split at {@link TOKEN_SEPARATOR}. Pure. */
export function splitWords(value: string): string[] {
  return value.toLowerCase().split(TOKEN_SEPARATOR).filter(Boolean);
}

/**
 * lunr's indexing pipeline (trimmer, stop-word filter, Porter stemmer) for one word, memoized:
 * a site repeats the same few thousand words, and running the pipeline once per distinct word
 * makes the build several times faster with the very same terms. `null` drops the word.
 */
function createTermMaker(): (word: string) => string | null {
  const memo = new Map<string, string | null>();
  return (word) => {
    let term = memo.get(word);
    if (term === undefined) {
      const trimmed = word.replace(/^\W+/, '').replace(/\W+$/, '');
      const kept = trimmed ? lunr.stopWordFilter(new lunr.Token(trimmed, {})) : undefined;
      term = kept ? lunr.stemmer(kept).toString() || null : null;
      memo.set(word, term);
    }
    return term;
  };
}

/**
 * The index terms of a field's value, in order, repeats kept: each word through lunr's indexing
 * pipeline, and a snake_case name (`trace_exec`) followed by its parts (`trace`, `exec`), so it
 * is found whole and by its parts. One lister memoizes the pipeline across every value it sees.
 */
export function createTermLister(): (value: unknown) => string[] {
  const toTerm = createTermMaker();
  return (value) => {
    const terms: string[] = [];
    const add = (word: string) => {
      const term = toTerm(word);
      if (term) terms.push(term);
    };
    for (const word of splitWords(value === null || value === undefined ? '' : String(value))) {
      add(word);
      if (word.includes('_')) for (const part of word.split('_')) if (part) add(part);
    }
    return terms;
  };
}
