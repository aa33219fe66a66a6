/**
 * The content module of a list page: it imports the excerpt module of each post on the page and
 * renders the one at `index`, so the page component shows N previews from one route content. Pure.
 */
export function buildListModuleCode(excerptModules: readonly string[]): string {
  const imports = excerptModules.map((file, i) => `import Excerpt${i} from ${JSON.stringify(file)};`);
  return [
    `import { jsx } from 'react/jsx-runtime';`,
    ...imports,
    `const excerpts = [${excerptModules.map((_, i) => `Excerpt${i}`).join(', ')}];`,
    `/** Renders the preview of post \`index\` of this list page. */`,
    `export default function BlogListExcerpt({ index, ...props }) {`,
    `  const Excerpt = excerpts[index];`,
    `  return Excerpt ? jsx(Excerpt, props) : null;`,
    `}`,
    '',
  ].join('\n');
}
