import { listTagsByLetters } from '@docusaurus/theme-common';
import Tag from '@theme/Tag';

/** Props of TagsListByLetter, as in Docusaurus. */
export interface Props {
  readonly tags: readonly { label: string; permalink: string; count: number; description?: string | undefined }[];
}

/** Every tag with its count, under the letter it starts with. */
export default function TagsListByLetter({ tags }: Props) {
  return (
    <div className="blog-tags-list">
      {listTagsByLetters(tags).map((group) => (
        <section key={group.letter} className="blog-tags-list__group" aria-label={`Tags starting with ${group.letter}`}>
          <h2 className="blog-tags-list__letter">{group.letter}</h2>
          <ul className="tags">
            {group.tags.map((tag) => (
              <li key={tag.permalink}>
                <Tag {...tag} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
