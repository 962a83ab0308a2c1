/**
 * The component map rehype-react uses to turn docs' hast into React elements. It joins the Markdown drawings
 * (theme/markdown/) and the MDX bridge's `@theme/Admonition` (theme/mdx/, so a site's override of it draws
 * `:::kind` boxes too), so it sits above both folders: neither may import it. Draws nothing itself.
 */
import { createElement, type ReactNode } from 'react';
import Admonition from './mdx/Admonition.js';
import { Card, Cards } from './markdown/Cards.js';
import { Badge, CodeBlock, Details, H2, H3, H4, PlanBadge, Table } from './markdown/elements.js';
import { Tab, Tabs } from './markdown/Tabs.js';

/**
 * `:::kind` boxes are drawn by `@theme/Admonition`, so a site's override of it (theme/overridable.ts) draws them too.
 * `custom` (the string `'true'`, as HTML attributes carry it) marks a kind the site's config added; `bare` one drawn
 * without its heading (VitePress' `{no-title}`).
 */
function AdmonitionDirective({ kind, custom, bare, ...rest }: { kind: string; custom?: string; bare?: string; title?: ReactNode; children?: ReactNode }) {
  return createElement(Admonition, { type: kind, ...rest, ...(custom === 'true' ? { custom: true } : {}), ...(bare === 'true' ? { bare: true } : {}) });
}

export const markdownComponents = {
  'docsgen-admonition': AdmonitionDirective,
  'docsgen-details': Details,
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
