import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

/** One entry of a dropdown. */
export interface DropdownEntry {
  key: string;
  label: ReactNode;
  active?: boolean;
  /** Renders the entry (a link) with the class names it needs. */
  render(props: { className: string; onSelect(): void; role: 'menuitem' }): ReactNode;
}

/**
 * A dropdown that opens by click or keyboard and closes on Escape, and on a click, touch or
 * focus outside it. Keys follow the menu button pattern: Enter or Space opens on the first item,
 * arrows move (wrapping; ArrowUp on the toggle opens on the last), Home and End jump, Escape
 * closes and focuses the toggle. In the mobile drawer it shows as an expanded list under `mobileLabel`.
 * `active` marks the toggle as the bar's active link (`navbar__link--active`).
 */
export default function Dropdown({ label, mobileLabel, entries, mobile, active, className }: { label: ReactNode; mobileLabel?: ReactNode; entries: DropdownEntry[]; mobile?: boolean | undefined; active?: boolean | undefined; className?: string | undefined }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const closeIfOutside = (event: Event) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeIfOutside);
    document.addEventListener('touchstart', closeIfOutside);
    document.addEventListener('focusin', closeIfOutside);
    return () => {
      document.removeEventListener('mousedown', closeIfOutside);
      document.removeEventListener('touchstart', closeIfOutside);
      document.removeEventListener('focusin', closeIfOutside);
    };
  }, [open]);

  /** Focuses the menu item `pick` chooses from the items and the focused one's index (-1: none), after the menu shows. */
  const focusItem = (pick: (index: number, count: number) => number) => {
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    if (items.length === 0) return;
    const index = items.indexOf(document.activeElement as HTMLElement);
    const target = items[(pick(index, items.length) + items.length) % items.length];
    requestAnimationFrame(() => target?.focus());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      root.current?.querySelector<HTMLButtonElement>('button')?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      // From the toggle, ArrowUp goes to the last item.
      focusItem((index) => (event.key === 'ArrowDown' ? index + 1 : index < 0 ? -1 : index - 1));
    } else if ((event.key === 'Home' || event.key === 'End') && open) {
      event.preventDefault();
      focusItem((_index, count) => (event.key === 'Home' ? 0 : count - 1));
    }
  };

  /** A click from the keyboard (Enter or Space: `detail` 0) that opens the menu moves focus to its first item. */
  const onToggle = (event: MouseEvent<HTMLButtonElement>) => {
    const opening = !open;
    setOpen(opening);
    if (opening && event.detail === 0) focusItem(() => 0);
  };

  if (mobile) {
    return (
      <div className="menu__list-item">
        <span className="menu__subheading">{mobileLabel ?? label}</span>
        <ul className="menu__list">
          {entries.map((entry) => (
            <li key={entry.key}>{entry.render({ className: `menu__link${entry.active ? ' menu__link--active' : ''}`, onSelect: () => undefined, role: 'menuitem' })}</li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div ref={root} className={`navbar__item dropdown${open ? ' dropdown--open' : ''}${className ? ` ${className}` : ''}`} onKeyDown={onKeyDown}>
      <button type="button" className={`navbar__link dropdown__toggle${active ? ' navbar__link--active' : ''}`} aria-haspopup="true" aria-expanded={open} aria-controls={menuId} onClick={onToggle}>
        {label}
        <svg className="dropdown__caret" viewBox="0 0 10 6" width="10" height="6" aria-hidden="true">
          <path d="M0 0l5 6 5-6z" fill="currentColor" />
        </svg>
      </button>
      <ul id={menuId} className="dropdown__menu" role="menu" hidden={!open}>
        {entries.map((entry) => (
          <li key={entry.key} role="none">
            {entry.render({ className: `dropdown__link${entry.active ? ' dropdown__link--active' : ''}`, onSelect: () => setOpen(false), role: 'menuitem' })}
          </li>
        ))}
      </ul>
    </div>
  );
}
