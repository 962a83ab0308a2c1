/**
 * `@docusaurus/useBrokenLinks`: what a component tells the link check while it renders. `collectAnchor(id)` makes
 * `id` an anchor of the page (a React page that builds its sections from data registers their ids so); links need
 * no collecting, since the build reads them from the rendered HTML. No Node or DOM code.
 */
import { useContext } from 'react';
import { MdxContext } from './context.js';

export interface BrokenLinks {
  collectAnchor(id: string | undefined): void;
  collectLink(link: string | undefined): void;
}

export default function useBrokenLinks(): BrokenLinks {
  const { collectAnchor } = useContext(MdxContext);
  return {
    collectAnchor: (id) => {
      if (id) collectAnchor?.(id);
    },
    collectLink: () => {},
  };
}
