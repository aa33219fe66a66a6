import { useActiveVersion } from '@docusaurus/plugin-content-docs/client';
import IconHome from '@theme/Icon/Home';
import Link from '@theme/Link';

/**
 * The first crumb: a house linking to the docs version's main doc (Docusaurus links the site's
 * home page; Folio's docs home is the version's own start page).
 */
export default function HomeBreadcrumbItem() {
  const version = useActiveVersion();
  const home = version?.docs.find((doc) => doc.id === version.mainDocId)?.path;
  if (!home) return null;
  return (
    <li className="breadcrumbs__item">
      <Link className="breadcrumbs__link" to={home} aria-label="Docs home">
        <IconHome />
      </Link>
    </li>
  );
}
