/**
 * Hydrates the site's client components (`'use client'` modules an MDX page renders): each `<docsgen-island>`
 * names its script, export and props; its children arrive as the server rendered them, in a `<docsgen-slot>`
 * kept as it is. Publishes this page's React (given by the caller) for the island scripts, which import it through a shim, and
 * unmounts islands whose page was left. Loaded only by pages that have an island. Must not import Node modules.
 */
import type { ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { mdxSiteOf } from '../../core/mdx-site.js';
import type { SiteData } from '../../core/route-data.js';
import { trimTrailingSlashes } from '../../core/urls.js';
import { byId } from '../dom/lookup.js';

/**
 * The page's own React modules, handed over by the caller: importing them here would make the bundler move React
 * out of the page's main script into a chunk shared with this one, which costs every page bytes and a request.
 */
export interface PageReact {
  react: typeof import('react');
  'react-dom': typeof import('react-dom');
  'react-dom/client': typeof import('react-dom/client');
  'react/jsx-runtime': typeof import('react/jsx-runtime');
}

const roots = new Map<Element, Root>();

/**
 * The MDX context the server rendered this page's components with, rebuilt from the page's data: the site's
 * settings, locale and docs versions (without each version's list of docs, and without translations, which the
 * page does not carry).
 */
function mdxContextOfPage(): object {
  const data = JSON.parse(byId('__docsgen_data')?.textContent ?? '{}') as { site?: SiteData };
  const baseUrl = data.site?.baseUrl ?? '/';
  const path = window.location.pathname;
  const route = path.startsWith(baseUrl) ? trimTrailingSlashes(`/${path.slice(baseUrl.length)}`) || '/' : path;
  const site = data.site ? mdxSiteOf(data.site) : { title: '', tagline: '', url: '', baseUrl };
  return { baseUrl, route, categoryCards: [], site };
}

/** The island's own slot (not one of an island nested in it). */
function ownSlot(island: Element): Element | null {
  for (const slot of Array.from(island.querySelectorAll('docsgen-slot'))) if (slot.closest('docsgen-island') === island) return slot;
  return null;
}

export async function hydrateReactIslands(container: ParentNode, modules: PageReact): Promise<void> {
  // The island scripts import React through a shim that reads this, and give their components the theme's MDX
  // context from this (what the server rendered them with: the base URL, the site's settings, the page's route).
  const published = globalThis as unknown as { __docsgenReact: PageReact; __docsgenMdx: object };
  published.__docsgenReact = modules;
  published.__docsgenMdx = mdxContextOfPage();
  const { createElement } = modules.react;
  const { hydrateRoot } = modules['react-dom/client'];
  for (const [element, root] of roots) {
    if (element.isConnected) continue;
    root.unmount();
    roots.delete(element);
  }
  // Outer islands first: an inner one is part of its outer island's slot, which stays as the server rendered it.
  const islands = Array.from(container.querySelectorAll('docsgen-island[data-src]')).filter((el) => !el.parentElement?.closest('docsgen-island'));
  await Promise.all(
    islands.map(async (element) => {
      if (roots.has(element)) return;
      const src = element.getAttribute('data-src')!;
      try {
        const module = (await import(/* @vite-ignore */ src)) as { components: Record<string, ComponentType<Record<string, unknown>>> };
        const component = module.components[element.getAttribute('data-export') ?? 'default'];
        if (!component || !element.isConnected || roots.has(element)) return;
        const props = JSON.parse(element.getAttribute('data-props') ?? '{}') as Record<string, unknown>;
        const slot = ownSlot(element);
        if (slot) props.children = createElement('docsgen-slot', { style: { display: 'contents' }, dangerouslySetInnerHTML: { __html: slot.innerHTML } });
        roots.set(element, hydrateRoot(element, createElement(component, props)));
      } catch (error) {
        // The server-rendered HTML stays readable; the console says why it is not interactive.
        console.error(`docsgen: the component from ${src} could not start`, error);
      }
    }),
  );
}
