import SearchBar from '@theme/SearchBar';
import type { NavbarItemProps } from './types.ts';

/** Props of SearchNavbarItem, as in Docusaurus. */
export type Props = NavbarItemProps;

/** The search box in the bar (the drawer has none). */
export default function SearchNavbarItem({ mobile }: Props) {
  return mobile ? null : <SearchBar />;
}
