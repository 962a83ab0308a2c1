/**
 * A navbar dropdown: a button that opens a menu of links. Opens and closes by pointer or keyboard (Enter,
 * Space or the down arrow open it and focus the first item; arrows move; Escape closes it alone, not a dialog
 * around it, and returns focus; Tab or a click outside closes it).
 */
import type { SitePath } from '../../core/urls.js';
import { Link } from './Link.js';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface DropdownItem {
  label: string;
  href: SitePath;
  active?: boolean;
  /** Choosing it keeps the page as it is (the entry for where the reader already is): the menu just closes. */
  stay?: boolean;
  onSelect?(): void;
  /** The language of the page it leads to (locale entries), for `hreflang` and the entry's own `lang`. */
  lang?: string;
}

export function Dropdown({ label, title, items, icon }: { label: string; title: string; items: DropdownItem[]; icon?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const focusItem = (index: number) => {
    const links = root.current?.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]');
    if (!links?.length) return;
    links[(index + links.length) % links.length]!.focus();
  };
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);
  const openAndFocus = (index: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(index));
  };
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      // Handled here, so a dialog around the dropdown (the mobile menu) stays open.
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const links = Array.from(root.current?.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]') ?? []);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(index + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusItem(event.key === 'Home' ? 0 : -1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key === ' ') {
      event.preventDefault();
      (document.activeElement as HTMLElement | null)?.click();
    }
  };
  return (
    <div className={`dropdown${open ? ' is-open' : ''}`} ref={root}>
      <button
        ref={button}
        type="button"
        className="navbar-link dropdown-toggle"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        title={title}
        onClick={() => setOpen(!open)}
        onKeyDown={onButtonKey}
      >
        {icon}
        {label}
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul className="dropdown-menu" id={`${id}-menu`} role="menu" aria-label={title} hidden={!open} onKeyDown={onMenuKey}>
        {items.map((item) => (
          <li key={item.href + item.label} role="none">
            <Link
              role="menuitem"
              href={item.href}
              tabIndex={-1}
              className={`dropdown-item${item.active ? ' is-active' : ''}`}
              {...(item.lang ? { lang: item.lang, hrefLang: item.lang } : {})}
              aria-current={item.active ? 'true' : undefined}
              onClick={(event) => {
                item.onSelect?.();
                setOpen(false);
                if (item.stay) {
                  event.preventDefault();
                  button.current?.focus();
                }
              }}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
