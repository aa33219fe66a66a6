import { useSiteData } from '@folio/client';
import type { DocVersionProps } from '../../hooks/useDocPage.ts';
import Link from '@theme/Link';

/** The banner above docs of an unreleased or unmaintained version, linking to the latest docs. */
export default function DocVersionBanner({ version, latestLink }: { version: DocVersionProps; latestLink?: string | undefined }) {
  const { title } = useSiteData();
  if (version.banner === 'none') return null;
  return (
    <div className="theme-doc-version-banner version-banner" role="note">
      {version.banner === 'unreleased' ? (
        <p>
          This is unreleased documentation for {title} <b>{version.label}</b>, the development branch.
        </p>
      ) : (
        <p>
          This is documentation for {title} <b>{version.label}</b>, which is no longer actively maintained.
        </p>
      )}
      {latestLink && (
        <p>
          For up-to-date documentation, see the <Link to={latestLink}>latest version</Link>.
        </p>
      )}
    </div>
  );
}
