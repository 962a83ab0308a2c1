/**
 * Islands: the interactive bits inside article HTML (tabs, copy-code buttons), wired with plain DOM code after
 * the body is in place. Safe to call again on the same root; each element is wired once.
 */

const WIRED = 'data-island-ready';

function wireTabs(root: HTMLElement): void {
  const tabs = Array.from(root.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
  const select = (index: number, focus: boolean) => {
    tabs.forEach((tab, i) => {
      const selected = i === index;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    });
    if (focus) tabs[index]?.focus();
  };
  tabs.forEach((tab, i) => {
    tab.addEventListener('click', () => select(i, false));
    tab.addEventListener('keydown', (event) => {
      const last = tabs.length - 1;
      const target =
        event.key === 'ArrowRight' ? (i === last ? 0 : i + 1)
        : event.key === 'ArrowLeft' ? (i === 0 ? last : i - 1)
        : event.key === 'Home' ? 0
        : event.key === 'End' ? last
        : -1;
      if (target < 0) return;
      event.preventDefault();
      select(target, true);
    });
  });
}

function wireCopyCode(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>('.copy-button');
  const code = root.querySelector('pre');
  if (!button || !code || !navigator.clipboard) return;
  button.hidden = false;
  button.addEventListener('click', () => {
    navigator.clipboard.writeText(code.textContent ?? '').then(
      () => {
        button.textContent = 'Copied';
        setTimeout(() => (button.textContent = 'Copy'), 1500);
      },
      () => {
        button.textContent = 'Copy failed';
      },
    );
  });
}

const WIRERS: Record<string, (root: HTMLElement) => void> = { tabs: wireTabs, 'copy-code': wireCopyCode };

export function hydrateIslands(container: ParentNode): void {
  container.querySelectorAll<HTMLElement>('[data-island]').forEach((element) => {
    if (element.hasAttribute(WIRED)) return;
    element.setAttribute(WIRED, '');
    WIRERS[element.getAttribute('data-island') ?? '']?.(element);
  });
}
