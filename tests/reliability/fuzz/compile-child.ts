/**
 * Child process of the fuzz test: compiles mutated pages the way the content plugins do (decode,
 * then compile) and reports each outcome on one stdout line, announcing each input before it
 * starts so the parent can name an input that hangs. Arguments: seed, number of inputs, then the
 * page files. (A fixed number, not a time budget: the same seed does the same work on any machine.)
 */
import { readFileSync } from 'node:fs';
import { compileMarkdown, decodeMarkdownBytes, MarkdownError } from '@folio/markdown';
import { createRandom, mutate } from './mutate.ts';

const [seedArg, iterationsArg, ...files] = process.argv.slice(2);
const random = createRandom(Number(seedArg));
const pages = files.map((file) => ({ file, bytes: readFileSync(file) }));
const say = (record: object) => process.stdout.write(`${JSON.stringify(record)}\n`);

for (let i = 0; i < Number(iterationsArg); i++) {
  const page = random.pick(pages);
  const { bytes, applied } = mutate(page.bytes, random);
  const filePath = page.file.replace(/\.(mdx?)$/, `.fuzz-${i}.$1`);
  say({ i, start: page.file, applied });
  let outcome: string;
  let detail = '';
  try {
    await compileMarkdown({ source: decodeMarkdownBytes(bytes, filePath), filePath, format: 'detect' });
    outcome = 'ok';
  } catch (error) {
    outcome = error instanceof MarkdownError ? 'reported' : 'uncaught';
    detail = error instanceof MarkdownError ? `${error.line}:${error.column} ${error.reason}` : String((error as Error).stack ?? error);
  }
  say({ i, outcome, detail });
}
say({ done: true });
