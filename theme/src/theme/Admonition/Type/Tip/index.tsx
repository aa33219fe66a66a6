import type { Props as AdmonitionProps } from '@theme/Admonition';
import AdmonitionIcon from '@theme/Admonition/Icon/Tip';
import AdmonitionLayout from '@theme/Admonition/Layout';
import { capitalise } from '../../kinds.ts';

/** Props of Admonition/Type/Tip, as in Docusaurus: the admonition's. */
export type Props = AdmonitionProps;

/** A :::tip admonition (the legacy names that look like it too). */
export default function AdmonitionTypeTip({ icon, title, ...props }: Props) {
  return <AdmonitionLayout {...props} icon={icon === undefined ? <AdmonitionIcon /> : icon} title={title ?? capitalise(props.type)} />;
}
