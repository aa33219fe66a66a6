import { useEffect, useState } from 'react';
import Collapsible from '@theme/Collapsible';
import IconArrow from '@theme/Icon/Arrow';
import Link from '@theme/Link';
import { categoryContains, type SidebarItem } from './types.ts';
import { NavbarSecondaryMenuFiller } from '../../docusaurus/theme-common/navbar.tsx';

const samePath = (a: string, b: string) => (a.length > 1 ? a.replace(/\/$/, '') : a) === (b.length > 1 ? b.replace(/\/$/, '') : b);

function Category({ item, path, level }: { item: Extract<SidebarItem, { type: 'category' }>; path: string; level: number }) {
  const containsCurrent = categoryContains(item, path);
  const [collapsed, setCollapsed] = useState(item.collapsible ? item.collapsed && !containsCurrent : false);
  // Navigating into a collapsed category opens it; siblings are left as the reader set them.
  useEffect(() => {
    if (containsCurrent) setCollapsed(false);
  }, [containsCurrent, path]);
  const active = item.href !== undefined && samePath(item.href, path);
  const toggle = () => item.collapsible && setCollapsed((c) => !c);
  return (
    <li className={`theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-${level} menu__list-item menu__category${collapsed ? ' menu__list-item--collapsed' : ''} ${item.className ?? ''}`}>
      <div className="menu__list-item-collapsible menu__category-row">
        {item.href ? (
          <Link className={`menu__link menu__link--sublist${active ? ' menu__link--active' : ''}${containsCurrent && !active ? ' menu__link--ancestor' : ''}`} to={item.href} aria-current={active ? 'page' : undefined} onClick={() => collapsed && setCollapsed(false)}>
            {item.label}
          </Link>
        ) : (
          <button type="button" className={`menu__link menu__link--sublist menu__link--button${containsCurrent ? ' menu__link--ancestor' : ''}`} aria-expanded={!collapsed} onClick={toggle}>
            {item.label}
          </button>
        )}
        {item.collapsible && (
          <button type="button" className="clean-btn menu__caret" aria-label={`${collapsed ? 'Expand' : 'Collapse'} sidebar category '${item.label}'`} aria-expanded={!collapsed} onClick={toggle}>
            <IconArrow />
          </button>
        )}
      </div>
      <Collapsible collapsed={collapsed} lazy>
        <SidebarItems items={item.items} path={path} level={level + 1} />
      </Collapsible>
    </li>
  );
}

function SidebarItems({ items, path, level }: { items: readonly SidebarItem[]; path: string; level: number }) {
  return (
    <ul className={`${level === 1 ? 'theme-doc-sidebar-menu ' : ''}menu__list menu__list--level-${level}`}>
      {items.map((item, index) => {
        if (item.type === 'category') return <Category key={`${item.label}-${index}`} item={item} path={path} level={level} />;
        if (item.type === 'html') {
          // Trusted HTML from the site's sidebars file.
          return <li key={index} className={`menu__list-item ${item.className ?? ''}`} dangerouslySetInnerHTML={{ __html: item.value }} />;
        }
        const active = samePath(item.href, path);
        return (
          <li key={item.href} className={`theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-${level} menu__list-item ${item.className ?? ''}`}>
            <Link className={`menu__link${active ? ' menu__link--active' : ''}`} to={item.href} aria-current={active ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Props of DocSidebar, as in Docusaurus (Folio's sidebar cannot be hidden, so onCollapse and isHidden are unused); `className` is Folio's. */
export interface Props {
  readonly path: string;
  readonly sidebar: readonly SidebarItem[];
  readonly onCollapse: () => void;
  readonly isHidden: boolean;
  readonly className?: string;
}

/** The sidebar as the navbar's drawer shows it below the desktop breakpoint. */
function DocSidebarDrawerMenu({ path, sidebar }: { path: string; sidebar: readonly SidebarItem[] }) {
  return (
    <nav className="menu thin-scrollbar docs-sidebar-menu docs-sidebar-menu--drawer" aria-label="Docs sidebar">
      <SidebarItems items={sidebar} path={path} level={1} />
    </nav>
  );
}

/**
 * The docs sidebar: every item, the current page (`path`) marked and its categories open. As in
 * Docusaurus, it also fills the navbar's drawer (NavbarSecondaryMenuFiller), which shows it first
 * on small screens.
 */
export default function DocSidebar({ path, sidebar, className }: Props) {
  return (
    <>
      <nav className={`menu thin-scrollbar docs-sidebar-menu ${className ?? ''}`} aria-label="Docs sidebar">
        <SidebarItems items={sidebar} path={path} level={1} />
      </nav>
      <NavbarSecondaryMenuFiller component={DocSidebarDrawerMenu} props={{ path, sidebar }} />
    </>
  );
}
