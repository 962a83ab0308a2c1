/**
 * The component map rehype-react uses to turn docs' hast into React elements. It joins the Markdown drawings
 * (theme/markdown/) and the MDX bridge's `@theme/Admonition` (theme/mdx/, so a site's override of it draws
 * `:::kind` boxes too), so it sits above both folders: neither may import it. Draws nothing itself.
 */
import { Children, createElement, isValidElement, type ReactNode } from 'react';
import Admonition from './mdx/Admonition.js';
import { Card, Cards } from './markdown/Cards.js';
import { Badge, CodeBlock, Details, H2, H3, H4, PlanBadge, Table } from './markdown/elements.js';
import { Tab, Tabs } from './markdown/Tabs.js';

/**
 * `:::kind` boxes are drawn by `@theme/Admonition`, so a site's override of it (theme/overridable.ts) draws them too.
 * `custom` (the string `'true'`, as HTML attributes carry it) marks a kind the site's config added; `bare` one drawn
 * without its heading (VitePress' `{no-title}`).
 */
function AdmonitionDirective({
  kind,
  custom,
  bare,
  title,
  id,
  children,
}: {
  kind: string;
  custom?: string;
  bare?: string;
  title?: ReactNode;
  id?: string;
  children?: ReactNode;
}) {
  const [richTitle, rest] = titled(children);
  return createElement(
    Admonition,
    {
      type: kind,
      title: richTitle ?? title,
      ...(custom === 'true' ? { custom: true } : {}),
      ...(bare === 'true' ? { bare: true } : {}),
      ...(id ? { id } : {}),
    },
    rest,
  );
}

/** A container's title written with Markdown in it (`:::tip[Use \`x\`]`): its first child, drawn where the title goes. */
function DirectiveTitle({ children }: { children?: ReactNode }) {
  return children;
}

/** The title a container's first child holds (`DirectiveTitle`), if it holds one, and the other children. */
function titled(children: ReactNode): [ReactNode | null, ReactNode] {
  const all = Children.toArray(children);
  const first = all.find((child) => !(typeof child === 'string' && child.trim() === ''));
  if (!isValidElement<{ children?: ReactNode }>(first) || first.type !== DirectiveTitle) return [null, children];
  return [first.props.children ?? null, all.filter((child) => child !== first)];
}

/** `:::details[Title]`: the summary as written, Markdown in it drawn. */
function DetailsDirective({ summary, open, children }: { summary: string; open?: boolean; children?: ReactNode }) {
  const [richSummary, rest] = titled(children);
  return createElement(Details, { summary: richSummary ?? summary, ...(open ? { open } : {}) }, rest);
}

export const markdownComponents = {
  'docsgen-admonition': AdmonitionDirective,
  'docsgen-details': DetailsDirective,
  'docsgen-title': DirectiveTitle,
  'docsgen-cards': Cards,
  'docsgen-card': Card,
  'docsgen-tabs': Tabs,
  'docsgen-tab': Tab,
  'docsgen-plan': PlanBadge,
  'docsgen-badge': Badge,
  h2: H2,
  h3: H3,
  h4: H4,
  pre: CodeBlock,
  table: Table,
};
