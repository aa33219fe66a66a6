import ColorModeToggle from '@theme/ColorModeToggle';
import { useColorMode } from '../../../hooks/useColorMode.ts';
import { useThemeConfig } from '../../../hooks/useThemeConfig.ts';

/** The navbar's colour switch, as Docusaurus's Navbar/ColorModeToggle: none when the config disables switching. */
export default function NavbarColorModeToggle({ className }: { className?: string }) {
  const { colorMode: config } = useThemeConfig();
  const { colorMode, setColorMode } = useColorMode(config.defaultMode, config.respectPrefersColorScheme);
  if (config.disableSwitch) return null;
  return <ColorModeToggle className={className} value={colorMode} onChange={setColorMode} />;
}
