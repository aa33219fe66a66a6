import { useActivePlugin, useDocsPreferredVersion, useDocsVersion, useDocVersionSuggestions } from '@docusaurus/plugin-content-docs/client';
import { useSiteData } from '@folio/client';
import Link from '@theme/Link';

/** Props of DocVersionBanner, as in Docusaurus. */
export interface Props {
  readonly className?: string;
}

function Suggestion({ pluginId }: { pluginId: string }) {
  const { latestDocSuggestion, latestVersionSuggestion } = useDocVersionSuggestions(pluginId);
  const { savePreferredVersionName } = useDocsPreferredVersion(pluginId);
  const save = () => savePreferredVersionName(latestVersionSuggestion.name);
  // The same doc in the latest version when it exists there, else that version's main doc.
  const target = latestDocSuggestion ?? latestVersionSuggestion.docs.find((doc) => doc.id === latestVersionSuggestion.mainDocId);
  if (!target) return null;
  return (
    // prettier-ignore
    <p>For up-to-date documentation, see the <Link to={target.path} onClick={save}>latest version</Link>.</p>
  );
}

/** The banner above docs of an unreleased or unmaintained version, linking to the latest docs. */
export default function DocVersionBanner({ className }: Props) {
  const { title } = useSiteData();
  const version = useDocsVersion();
  const pluginId = useActivePlugin()?.pluginId ?? version.pluginId;
  if (!version.banner) return null;
  return (
    <div className={['theme-doc-version-banner version-banner', className].filter(Boolean).join(' ')} role="note">
      {version.banner === 'unreleased' ? (
        <p>
          This is unreleased documentation for {title} <b>{version.label}</b>, the development branch.
        </p>
      ) : (
        <p>
          This is documentation for {title} <b>{version.label}</b>, which is no longer actively maintained.
        </p>
      )}
      {!version.isLast && <Suggestion pluginId={pluginId} />}
    </div>
  );
}
