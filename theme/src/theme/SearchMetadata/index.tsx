import Head from '@docusaurus/Head';

/** Props of SearchMetadata, as in Docusaurus. */
export interface Props {
  readonly locale?: string;
  readonly version?: string;
  readonly tag?: string;
}

/**
 * The page's search facets as Docusaurus's search plugins read them: `docusaurus_locale`,
 * `docusaurus_version` and `docusaurus_tag` meta tags (added once the page has hydrated; Folio's
 * own search scopes pages by their docs version without them).
 */
export default function SearchMetadata({ locale, version, tag }: Props) {
  return (
    <Head>
      {locale && <meta name="docusaurus_locale" content={locale} />}
      {version && <meta name="docusaurus_version" content={version} />}
      {tag && <meta name="docusaurus_tag" content={tag} />}
      {locale && <meta name="docsearch:language" content={locale} />}
      {version && <meta name="docsearch:version" content={version} />}
      {tag && <meta name="docsearch:docusaurus_tag" content={tag} />}
    </Head>
  );
}
