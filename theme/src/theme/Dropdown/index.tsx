import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

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
 * focus outside it. In the mobile drawer it shows as an expanded list under `mobileLabel`.
 */
export default function Dropdown({ label, mobileLabel, entries, mobile, className }: { label: ReactNode; mobileLabel?: ReactNode; entries: DropdownEntry[]; mobile?: boolean | undefined; className?: string | undefined }) {
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

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      root.current?.querySelector<HTMLButtonElement>('button')?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
      const index = items.indexOf(document.activeElement as HTMLElement);
      const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
      requestAnimationFrame(() => items[(next + items.length) % Math.max(items.length, 1)]?.focus());
    }
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
      <button type="button" className="navbar__link dropdown__toggle" aria-haspopup="true" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((v) => !v)}>
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
