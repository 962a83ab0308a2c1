/**
 * Inline nodes the build read from the config's HTML (the announcement bar's content, the footer's copyright),
 * drawn as React elements: text, links through the theme's Link, emphasis. Never HTML as a string; no Node modules.
 */
import { createElement, type ReactNode } from 'react';
import type { InlineNode } from '../../core/route-data.js';
import { Link } from './Link.js';

export function inlineContent(nodes: readonly InlineNode[]): ReactNode[] {
  return nodes.map((node, i) => {
    if (typeof node === 'string') return node;
    const { tag, children, className, href, newTab } = node;
    if (tag === 'br') return <br key={i} />;
    if (tag === 'a' && href)
      return (
        <Link key={i} href={href} className={className} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {inlineContent(children)}
        </Link>
      );
    return createElement(tag === 'a' ? 'span' : tag, { key: i, className }, ...inlineContent(children));
  });
}
