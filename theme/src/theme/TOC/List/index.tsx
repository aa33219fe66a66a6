import type { TocNode } from '../nestToc.ts';

/** Nested table-of-contents links; the heading the reader is at is marked. */
export default function TOCList({ nodes, active, nested }: { nodes: TocNode[]; active: string | undefined; nested?: boolean }) {
  return (
    <ul className={nested ? 'toc__list' : 'toc__list table-of-contents table-of-contents__left-border'}>
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={`#${node.id}`} className={`toc__link table-of-contents__link toc-highlight${node.id === active ? ' toc__link--active table-of-contents__link--active' : ''}`} aria-current={node.id === active ? 'location' : undefined}>
            {node.value}
          </a>
          {node.children.length > 0 && <TOCList nodes={node.children} active={active} nested />}
        </li>
      ))}
    </ul>
  );
}
