/**
 * Inline nodes the build read from the config's HTML (the announcement bar's content, the footer's copyright and
 * `html` items), drawn as React elements: text, links through the theme's Link, emphasis, images. Never HTML as a
 * string; no Node modules.
 */
import { createElement, type ReactNode } from 'react';
import type { InlineNode } from '../../core/route-data.js';
import { Link } from './Link.js';

export function inlineContent(nodes: readonly InlineNode[]): ReactNode[] {
  return nodes.map((node, i) => {
    if (typeof node === 'string') return node;
    const { tag, children, className, ariaLabel, href, newTab, data } = node;
    if (tag === 'br') return <br key={i} />;
    if (tag === 'img')
      return (
        <img
          key={i}
          src={node.src}
          alt={node.alt ?? ''}
          width={node.width}
          height={node.height}
          className={className}
          aria-label={ariaLabel}
          loading="lazy"
          {...data}
        />
      );
    if (tag === 'a' && href)
      return (
        <Link key={i} href={href} className={className} aria-label={ariaLabel} {...data} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {inlineContent(children)}
        </Link>
      );
    return createElement(tag === 'a' ? 'span' : tag, { key: i, className, 'aria-label': ariaLabel, ...data }, ...inlineContent(children));
  });
}
