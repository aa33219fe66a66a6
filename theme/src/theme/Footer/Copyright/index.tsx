/** Props of Footer/Copyright, as in Docusaurus: the notice as HTML. */
export interface Props {
  readonly copyright: string;
}

/** The copyright notice (trusted HTML from the site config: it may hold links). */
export default function FooterCopyright({ copyright }: Props) {
  return <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: copyright }} />;
}
