import IconDarkMode from '@theme/Icon/DarkMode';
import IconLightMode from '@theme/Icon/LightMode';
import type { ColorMode } from '../../hooks/useColorMode.ts';

/** Props of ColorModeToggle, as in Docusaurus: the mode shown, and what to call with the mode to switch to. */
export interface Props {
  readonly className?: string;
  readonly buttonClassName?: string;
  readonly value: ColorMode;
  readonly onChange: (colorMode: ColorMode) => void;
}

/** The light/dark switch. Both icons are drawn; CSS shows the one of the mode shown, so it never flashes. */
export default function ColorModeToggle({ className, buttonClassName, value, onChange }: Props) {
  const next = value === 'dark' ? 'light' : 'dark';
  const button = (
    <button
      type="button"
      className={['clean-btn color-mode-toggle', buttonClassName].filter(Boolean).join(' ')}
      onClick={() => onChange(next)}
      aria-label={`Switch to ${next} mode (currently ${value} mode)`}
      title={`Switch to ${next} mode`}
    >
      <IconLightMode className="color-mode-toggle__icon color-mode-toggle__icon--sun" />
      <IconDarkMode className="color-mode-toggle__icon color-mode-toggle__icon--moon" />
    </button>
  );
  return className ? <div className={className}>{button}</div> : button;
}
