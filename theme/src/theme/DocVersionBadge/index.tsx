import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';

/** Props of DocVersionBadge, as in Docusaurus. */
export interface Props {
  readonly className?: string;
}

/** A small "Version: x" badge on every doc of a versioned site (the version comes from the page). */
export default function DocVersionBadge({ className }: Props) {
  const version = useDocsVersion();
  if (!version.badge) return null;
  return <span className={['theme-doc-version-badge badge version-badge', className].filter(Boolean).join(' ')}>Version: {version.label}</span>;
}
