/**
 * Islands: the interactive bits inside article HTML (tabs, copy-code buttons, Mermaid diagrams), wired with plain DOM code after
 * the body is in place, and the site's client components, hydrated by react-islands.ts (loaded only when a page has one).
 * Safe to call again on the same root; each element is wired once.
 */
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import { pageText } from '../i18n/text.js';
import * as JsxRuntime from 'react/jsx-runtime';
import { byId } from '../dom/lookup.js';

const WIRED = 'data-island-ready';

/**
 * Switches a tab group on click and with the arrow, Home and End keys. A group with a `groupId` or a
 * `queryString` also loads tabs-sync.ts (only pages that have one pay for it), which restores and shares the choice.
 */
function wireTabs(root: HTMLElement): void {
  const tabs = Array.from(root.querySelectorAll<HTMLButtonElement>(':scope>[role=tablist]>[role=tab]'));
  const select = (index: number, focus: boolean) => {
    tabs.forEach((tab, i) => {
      const selected = i === index;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = byId(tab.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    });
    if (focus) tabs[index]?.focus();
  };
  tabs.forEach((tab, i) => {
    tab.addEventListener('click', () => select(i, false));
    tab.addEventListener('keydown', (event) => {
      const last = tabs.length - 1;
      const target =
        event.key === 'ArrowRight'
          ? i === last
            ? 0
            : i + 1
          : event.key === 'ArrowLeft'
            ? i === 0
              ? last
              : i - 1
            : event.key === 'Home'
              ? 0
              : event.key === 'End'
                ? last
                : -1;
      if (target < 0) return;
      event.preventDefault();
      select(target, true);
    });
  });
  if (root.dataset.groupId || root.dataset.queryString) void import('./tabs-sync.js').then((sync) => sync.syncTabs(root, tabs));
}

function wireCopyCode(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>('.copy-button');
  const code = root.querySelector('pre');
  if (!button || !code || !navigator.clipboard) return;
  button.hidden = false;
  const label = button.textContent;
  const t = pageText();
  button.addEventListener('click', () => {
    navigator.clipboard.writeText(code.textContent ?? '').then(
      () => {
        button.textContent = t('copied');
        setTimeout(() => (button.textContent = label), 1500);
      },
      () => {
        button.textContent = t('copyFailed');
      },
    );
  });
}

const WIRERS: Record<string, (root: HTMLElement) => void> = {
  tabs: wireTabs,
  'copy-code': wireCopyCode,
  mermaid: (root) => void import('./mermaid.js').then((m) => m.wireMermaid(root)),
};

/** Whether this page (or one shown before it) has client components, whose loader then runs on every change. */
let reactIslandsSeen = false;

export function hydrateIslands(container: ParentNode): void {
  if (reactIslandsSeen || container.querySelector('docsgen-island')) {
    reactIslandsSeen = true;
    void import('./react-islands.js').then((m) =>
      m.hydrateReactIslands(container, { react: React, 'react-dom': ReactDom, 'react-dom/client': ReactDomClient, 'react/jsx-runtime': JsxRuntime }),
    );
  }
  container.querySelectorAll<HTMLElement>('[data-island]').forEach((element) => {
    if (element.hasAttribute(WIRED)) return;
    element.setAttribute(WIRED, '');
    WIRERS[element.getAttribute('data-island') ?? '']?.(element);
  });
}
