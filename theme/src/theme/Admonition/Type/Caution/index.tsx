import type { Props as AdmonitionProps } from '@theme/Admonition';
import AdmonitionIcon from '@theme/Admonition/Icon/Warning';
import AdmonitionLayout from '@theme/Admonition/Layout';
import { capitalise } from '../../kinds.ts';

/** Props of Admonition/Type/Caution, as in Docusaurus: the admonition's. */
export type Props = AdmonitionProps;

/** A :::caution admonition (the legacy names that look like it too). */
export default function AdmonitionTypeCaution({ icon, title, ...props }: Props) {
  return <AdmonitionLayout {...props} icon={icon === undefined ? <AdmonitionIcon /> : icon} title={title ?? capitalise(props.type)} />;
}
