/** The hooks the page exposes on `window.__docsgen` for the dev server's live-update client. */
export interface DocsgenHooks {
  /** Client-side navigation (search results use it). */
  navigate(href: string): Promise<void>;
  route(): string;
  refresh(): Promise<void>;
  forget(): void;
}

declare global {
  interface Window {
    __docsgen?: DocsgenHooks;
  }
}
