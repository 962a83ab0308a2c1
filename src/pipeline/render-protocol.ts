/**
 * The messages between the render pool (`render-thread.ts`, main thread) and a render thread (`render-worker.ts`).
 * Types only, so both sides agree without importing each other.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { ThemeSource } from '../render/theme-module.js';
import type { RenderedPage, RenderEnv } from './pages.js';
import type { StrayFailure } from './site-code-failure.js';

/** What a render thread works with: the plan (docs are named by their index in it), and where to write pages. */
export interface RenderThreadSetup {
  /** The environment without the theme module, which cannot cross threads (`themeSource` names its file). */
  env: Omit<RenderEnv, 'theme'>;
  /** The staging folder the thread writes pages into, or null to send every file back. */
  writeDir: string | null;
  /** The pages were written there before (rendered again): their files are replaced, never written through. */
  replacing?: boolean;
  /** A theme bundled from source (the site's overrides, or dev after a theme edit), imported by the thread; null for the built-in theme. */
  themeSource: ThemeSource | null;
  /**
   * Ask V8 for a full collection whenever the heap has grown this many bytes since the last (`MemoryGuard`): for
   * dev's thread, which renders every page of a large site one after another and would otherwise grow to several
   * times what it holds. Absent: V8 decides.
   */
  heapSlack?: number;
}

/** Render the doc at `index` of the plan; `body` replaces its body (dev, whose edits keep the plan). */
export interface RenderRequest {
  index: number;
  body?: { text: string; lineOffset: number };
}

export type ToRenderThread =
  /** Work with another plan from now on (dev, after an edit planned the site again); answered with `ready`. */
  { type: 'setup'; setup: RenderThreadSetup } | ({ type: 'render' } & RenderRequest);

export type FromRenderThread =
  /** Set up (at the start, or after `setup`): the deadline of the next page starts now. */
  | { type: 'ready' }
  /** The page of one request, in the order the requests came. */
  | { type: 'page'; index: number; page: RenderedPage }
  /** The render of one request stopped with located problems (a theme component override that threw). */
  | { type: 'refused'; index: number; diagnostics: Diagnostic[] }
  /** The site's code on the thread failed outside any render (an error event nobody listens for); no request is answered. */
  | { type: 'stray'; failure: StrayFailure };
