/** Renders `::::cards` hubs: a grid of linked cards, each with a title and one line of text. */
import type { ReactNode } from 'react';

export function Cards({ children }: { children?: ReactNode }) {
  return <div className="cards">{children}</div>;
}

export function Card({ title, href, children }: { title: string; href: string; children?: ReactNode }) {
  return (
    <a className="card" href={href}>
      <span className="card-title">{title}</span>
      <span className="card-text">{children}</span>
    </a>
  );
}
