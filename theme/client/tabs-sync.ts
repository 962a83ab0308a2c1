/**
 * Tab groups that follow the reader, loaded only on pages with a `groupId` or `queryString` group. Restores the
 * choice on load and after each client navigation: the URL's `?key=value` first (the key of this group, or of any
 * group of the page with the same groupId), then localStorage under Docusaurus' key `docusaurus.tab.<groupId>`.
 * After each pick by the reader (click or key, handled by islands.ts) it selects the same value in every group of
 * the page with that groupId (keeping the picked group where it was on screen), stores it, and writes the URL
 * parameters of those groups with history.replaceState.
 */
import { queryAll } from '../dom/lookup.js';

interface Group {
  root: HTMLElement;
  tabs: HTMLButtonElement[];
}

/** The wired groups; those of pages left behind are dropped when next met. */
const groups = new Set<Group>();
const PREFIX = 'docusaurus.tab.';
/** Set while this module clicks tabs itself, so those clicks are not taken for the reader's. */
let syncing = false;

function readStored(groupId: string): string | null {
  try {
    return localStorage.getItem(PREFIX + groupId);
  } catch {
    return null; // storage blocked: the default tab stays
  }
}

function store(groupId: string, value: string): void {
  try {
    localStorage.setItem(PREFIX + groupId, value);
  } catch {
    // storage blocked or full: the choice lasts for this page only
  }
}

const selectedValue = (group: Group) => group.tabs.find((tab) => tab.getAttribute('aria-selected') === 'true')?.dataset.value;

/** Selects `value` in the group through its own click handler (which moves no focus); false when it has no such tab. */
function show(group: Group, value: string): boolean {
  const tab = group.tabs.find((t) => t.dataset.value === value);
  if (!tab) return false;
  if (tab.getAttribute('aria-selected') !== 'true') {
    syncing = true;
    tab.click();
    syncing = false;
  }
  return true;
}

/** The wired groups of the page sharing `groupId`. */
function members(groupId: string): Group[] {
  const found: Group[] = [];
  for (const group of groups) {
    if (!group.root.isConnected) groups.delete(group);
    else if (group.root.dataset.groupId === groupId) found.push(group);
  }
  return found;
}

/** URL parameter names that speak for this group: its own, and those of the page's groups with its groupId. */
function queryKeys(root: HTMLElement): string[] {
  const { groupId, queryString } = root.dataset;
  const keys = queryString ? [queryString] : [];
  if (groupId) {
    queryAll('[data-island="tabs"][data-query-string]').forEach((other) => {
      if (other.dataset.groupId === groupId) keys.push(other.dataset.queryString!);
    });
  }
  return keys;
}

let listening = false;
/** Another browser tab of the site picked a value: follow it here too. */
function followOtherTabs(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('storage', (event) => {
    if (event.key?.startsWith(PREFIX) && event.newValue !== null) {
      for (const group of members(event.key.slice(PREFIX.length))) show(group, event.newValue);
    }
  });
}

export function syncTabs(root: HTMLElement, tabs: HTMLButtonElement[]): void {
  const group: Group = { root, tabs };
  const { groupId } = root.dataset;
  groups.add(group);
  if (groupId) followOtherTabs();
  const params = new URLSearchParams(location.search);
  const restored = queryKeys(root).some((key) => params.has(key) && show(group, params.get(key)!));
  if (!restored && groupId) {
    const stored = readStored(groupId);
    if (stored !== null) show(group, stored);
  }
  let last = selectedValue(group);
  // Runs after the tab's own click and key handlers (this listener is on the group, reached by bubbling).
  const picked = () => {
    const value = selectedValue(group);
    if (value === undefined || value === last) return;
    last = value;
    if (syncing) return; // selected by another group of the same groupId
    if (groupId) {
      store(groupId, value);
      const before = root.getBoundingClientRect().top;
      for (const other of members(groupId)) if (other !== group) show(other, value);
      // Groups above may have changed height: keep the picked group where the reader is looking.
      const shift = root.getBoundingClientRect().top - before;
      if (shift) window.scrollBy(0, shift);
    }
    const keys = queryKeys(root);
    if (keys.length) {
      const url = new URL(location.href);
      for (const key of keys) url.searchParams.set(key, value);
      history.replaceState(history.state, '', url);
    }
  };
  root.addEventListener('click', picked);
  root.addEventListener('keydown', picked);
}
