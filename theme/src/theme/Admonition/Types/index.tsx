import type { Props } from '@theme/Admonition';
import AdmonitionTypeCaution from '@theme/Admonition/Type/Caution';
import AdmonitionTypeDanger from '@theme/Admonition/Type/Danger';
import AdmonitionTypeInfo from '@theme/Admonition/Type/Info';
import AdmonitionTypeNote from '@theme/Admonition/Type/Note';
import AdmonitionTypeTip from '@theme/Admonition/Type/Tip';
import AdmonitionTypeWarning from '@theme/Admonition/Type/Warning';
import type { ComponentType } from 'react';

/** The component of each admonition type, as in Docusaurus: eject it to add a type of your own. */
const AdmonitionTypes: Record<string, ComponentType<Props>> = {
  note: AdmonitionTypeNote,
  tip: AdmonitionTypeTip,
  info: AdmonitionTypeInfo,
  warning: AdmonitionTypeWarning,
  danger: AdmonitionTypeDanger,
  caution: AdmonitionTypeCaution,
  // Docusaurus's legacy names.
  secondary: AdmonitionTypeNote,
  important: AdmonitionTypeInfo,
  success: AdmonitionTypeTip,
};

export default AdmonitionTypes;
