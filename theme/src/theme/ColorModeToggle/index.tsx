import { useColorMode } from '../../hooks/useColorMode.ts';
import { useThemeConfig } from '../../hooks/useThemeConfig.ts';

/** The light/dark switch. */
export default function ColorModeToggle() {
  const { colorMode: config } = useThemeConfig();
  const { colorMode, setColorMode } = useColorMode(config.defaultMode, config.respectPrefersColorScheme);
  if (config.disableSwitch) return null;
  const next = colorMode === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="color-mode-toggle"
      onClick={() => setColorMode(next)}
      aria-label={`Switch to ${next} mode (currently ${colorMode} mode)`}
      title={`Switch to ${next} mode`}
    >
      <svg className="color-mode-toggle__icon color-mode-toggle__icon--sun" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8" />
      </svg>
      <svg className="color-mode-toggle__icon color-mode-toggle__icon--moon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="currentColor" d="M20.7 14.4A8.6 8.6 0 0 1 9.6 3.3a8.6 8.6 0 1 0 11.1 11.1Z" />
      </svg>
    </button>
  );
}
