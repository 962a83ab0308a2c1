/**
 * The words a rendered element tree reads as: its strings and numbers, children first to last, as one line
 * (a heading's text for its anchor's name). Reads the tree only; it renders nothing and never calls a component.
 */
import { isValidElement, type ReactNode } from 'react';

export function plainText(node: ReactNode): string {
  return collect(node).replace(/\s+/g, ' ').trim();
}

function collect(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(collect).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return collect(node.props.children);
  return '';
}
