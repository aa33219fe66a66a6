import type { TocNode } from '../nestToc.ts';

/** Nested table-of-contents links; the heading the reader is at is marked. */
export default function TOCList({ nodes, active }: { nodes: TocNode[]; active: string | undefined }) {
  return (
    <ul className="toc__list">
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={`#${node.id}`} className={`toc__link${node.id === active ? ' toc__link--active' : ''}`} aria-current={node.id === active ? 'location' : undefined}>
            {node.value}
          </a>
          {node.children.length > 0 && <TOCList nodes={node.children} active={active} />}
        </li>
      ))}
    </ul>
  );
}
