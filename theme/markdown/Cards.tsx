/**
 * Renders `::::cards` hubs: a grid of linked cards, each with a title and one line of text; and a card that links
 * nowhere (Starlight's `<Card>`), whose text may be any Markdown.
 */
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

/** A card that is no link: a title (and an optional icon drawn before it) over its content. */
export function TextCard({ title, icon, children }: { title: ReactNode; icon?: ReactNode; children?: ReactNode }) {
  return (
    <div className="card card-static">
      <span className="card-title">
        {icon}
        {title}
      </span>
      <div className="card-text">{children}</div>
    </div>
  );
}
