/**
 * The components of `@astrojs/starlight/components` that have a docsgen drawing, with Starlight's props: `Tabs`
 * (`syncKey`) and `TabItem` (`label`), `Aside` (`type`, `title`) as an admonition, `Card`, `CardGrid` and
 * `LinkCard` as cards, `Steps` as a numbered list, `Badge` (`text`, `variant`) and `FileTree` as a tree of its list.
 * `LinkButton` as a call-to-action link and `Code` (`code`, `lang`, `title`, `meta`, and lines, text and patterns in
 * `mark`, `ins` and `del`) as a highlighted code block. Icons (`icon` props) are not drawn, nor is `Icon`: importing it is reported at its line
 * (`src/markdown/mdx/esm.ts`). Misuse throws an Error, which the MDX bridge reports at the page.
 */
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Admonition } from '../markdown/Admonition.js';
import { Card as LinkedCard, Cards, TextCard } from '../markdown/Cards.js';
import { Badge as BadgeView } from '../markdown/elements.js';
import { TabsView, type TabView } from '../markdown/Tabs.js';
import { useBaseUrlUtils } from './useBaseUrl.js';
import CodeBlock from './CodeBlock.js';
import { isExternalUrl } from '../../core/urls.js';
import { SHOWN_AS_CONTENT } from '../../core/mdx.js';

export interface StarlightTabItemProps {
  label: string;
  icon?: string;
  children?: ReactNode;
}

/** Drawn by `<Tabs>`; on its own, its content. */
export function TabItem({ children }: StarlightTabItemProps) {
  return <div className="tabs-panel">{children}</div>;
}

/** `<Tabs syncKey="pkg">`: groups with the same `syncKey` switch together, like docsgen's `groupId`. */
export function Tabs({ syncKey, children }: { syncKey?: string; children?: ReactNode }) {
  // A child that is a component docsgen cannot draw (an Astro one, already warned of) may make the tabs in Starlight:
  // with none to draw, the children are shown one after another, as that component's content is.
  const items = Children.toArray(children);
  if (items.some((child) => isValidElement(child) && (child.type as { [SHOWN_AS_CONTENT]?: boolean })[SHOWN_AS_CONTENT])) return <>{children}</>;
  const tabs: TabView[] = [];
  for (const child of items) {
    if (typeof child === 'string' && !child.trim()) continue;
    const props = isValidElement(child) ? (child.props as Partial<StarlightTabItemProps>) : null;
    if (!props || typeof props.label !== 'string' || !props.label) {
      throw new Error('Every child of Starlight\'s <Tabs> must be a <TabItem label="…">.');
    }
    tabs.push({ value: props.label, label: props.label, content: props.children });
  }
  return <TabsView tabs={tabs} selected={tabs.length ? 0 : -1} groupId={syncKey} />;
}

const ASIDE_TYPES = ['note', 'tip', 'caution', 'danger'];

/** `<Aside type="caution" title="…">`: an admonition of that kind. */
export function Aside({ type = 'note', title, children }: { type?: string; title?: string; icon?: string; children?: ReactNode }) {
  if (!ASIDE_TYPES.includes(type)) {
    throw new Error(`<Aside type="${type}"> is not a type Starlight has. Use one of ${ASIDE_TYPES.map((t) => `"${t}"`).join(', ')}.`);
  }
  return (
    <Admonition kind={type} title={title}>
      {children}
    </Admonition>
  );
}

/** `<Card title="…">`: a card with any content, linking nowhere. */
export function Card({ title, children }: { title: string; icon?: string; children?: ReactNode }) {
  if (!title) throw new Error("Starlight's <Card> needs a `title`.");
  return <TextCard title={title}>{children}</TextCard>;
}

/** `<CardGrid>`: its cards side by side (`stagger` is not drawn). */
export function CardGrid({ children }: { stagger?: boolean; children?: ReactNode }) {
  return <Cards>{children}</Cards>;
}

/** `<LinkCard title href description>`: a linked card, its internal address given the base URL once. */
export function LinkCard({ title, href, description }: { title: string; href: string; description?: string }) {
  const { withBaseUrl } = useBaseUrlUtils();
  if (!title || !href) throw new Error("Starlight's <LinkCard> needs a `title` and an `href`.");
  return (
    <LinkedCard title={title} href={isExternalUrl(href) ? href : withBaseUrl(href)}>
      {description}
    </LinkedCard>
  );
}

/** `<Steps>` around an ordered list: the list drawn as numbered steps. */
export function Steps({ children }: { children?: ReactNode }) {
  const list = Children.toArray(children).filter((child) => !(typeof child === 'string' && !child.trim()));
  if (list.length !== 1 || !isValidElement(list[0]) || (list[0] as ReactElement).type !== 'ol') {
    throw new Error("Starlight's <Steps> must hold one ordered list (`1.` items) and nothing else.");
  }
  return <div className="steps">{list}</div>;
}

/** `<Badge text="New" variant="tip" />`: the theme's badge (`size` is not drawn). */
export function Badge({ text, variant = 'default' }: { text: string; variant?: string; size?: string }) {
  if (typeof text !== 'string' || !text.trim()) throw new Error("Starlight's <Badge> needs a `text`.");
  return <BadgeView kind={variant}>{text}</BadgeView>;
}

/** `<FileTree>` around a list: drawn as a tree of its items (folders end in `/`, as written). */
export function FileTree({ children }: { children?: ReactNode }) {
  const list = Children.toArray(children).filter((child) => !(typeof child === 'string' && !child.trim()));
  if (list.length !== 1 || !isValidElement(list[0]) || (list[0] as ReactElement).type !== 'ul') {
    throw new Error("Starlight's <FileTree> must hold one bulleted list (`-` items) and nothing else.");
  }
  return <div className="file-tree">{list}</div>;
}

const BUTTON_VARIANTS = ['primary', 'secondary', 'minimal'];

/** `<LinkButton href variant>text</LinkButton>`: a call-to-action link, drawn as the landing page's buttons (`minimal` as secondary). */
export function LinkButton({
  href,
  variant = 'primary',
  children,
}: {
  href: string;
  variant?: string;
  icon?: string;
  iconPlacement?: string;
  children?: ReactNode;
}) {
  const { withBaseUrl } = useBaseUrlUtils();
  if (typeof href !== 'string' || !href) throw new Error("Starlight's <LinkButton> needs an `href`.");
  if (!BUTTON_VARIANTS.includes(variant)) {
    throw new Error(`<LinkButton variant="${variant}"> is not a variant Starlight has. Use one of ${BUTTON_VARIANTS.map((v) => `"${v}"`).join(', ')}.`);
  }
  const look = variant === 'primary' ? 'primary' : 'secondary';
  return (
    <a className={`landing-action landing-action-${look} link-button`} href={isExternalUrl(href) ? href : withBaseUrl(href)}>
      {children}
    </a>
  );
}

type MarkerKind = 'mark' | 'ins' | 'del';

/**
 * One of `<Code>`'s `mark`, `ins` or `del` props as a code fence's meta, as Expressive Code reads them: a number is a
 * line, `{ range: '4-6' }` lines, a string text to mark wherever it appears and a RegExp a pattern (`"text"`,
 * `ins=/re/`). What a fence cannot say (a string holding both kinds of quotes, a pattern with flags) throws.
 */
function markerMeta(kind: MarkerKind, value: unknown): string[] {
  const items = value === undefined ? [] : Array.isArray(value) ? value : [value];
  const key = kind === 'mark' ? '' : `${kind}=`;
  const lines: string[] = [];
  const tokens: string[] = [];
  for (const item of items) {
    if (typeof item === 'number' && Number.isInteger(item) && item > 0) lines.push(String(item));
    else if (
      typeof item === 'object' &&
      item !== null &&
      typeof (item as { range?: unknown }).range === 'string' &&
      /^\s*\d+(\s*-\s*\d+)?\s*$/.test((item as { range: string }).range)
    )
      lines.push((item as { range: string }).range.replace(/\s+/g, ''));
    else if (typeof item === 'string' && item && !(item.includes('"') && item.includes("'")))
      tokens.push(`${key}${item.includes('"') ? `'${item}'` : `"${item}"`}`);
    else if (Object.prototype.toString.call(item) === '[object RegExp]' && !/[^gd]/.test((item as RegExp).flags) && (item as RegExp).source !== '(?:)')
      tokens.push(`${key}/${(item as RegExp).source}/`);
    else
      throw new Error(
        `<Code ${kind}={…}>: ${typeof item === 'string' ? JSON.stringify(item) : String(item)} is none of what it takes here: a line number, { range: "4-6" }, text to mark (in one kind of quotes) or a pattern without flags.`,
      );
  }
  return [...(lines.length ? [`${key}{${lines.join(',')}}`] : []), ...tokens];
}

/** `<Code code={text} lang="js" title="app.js" mark={[2, 'text']} />`: a highlighted code block, as a fence of that language with that meta would be. */
export function Code({
  code,
  lang,
  title,
  meta,
  mark,
  ins,
  del,
}: {
  code: string;
  lang?: string;
  title?: string;
  meta?: string;
  mark?: unknown;
  ins?: unknown;
  del?: unknown;
}) {
  if (typeof code !== 'string') throw new Error("Starlight's <Code> needs its `code` as a string.");
  const metastring = [typeof meta === 'string' ? meta.trim() : '', ...markerMeta('mark', mark), ...markerMeta('ins', ins), ...markerMeta('del', del)]
    .filter(Boolean)
    .join(' ');
  return (
    <CodeBlock language={lang} title={title} metastring={metastring || undefined}>
      {code}
    </CodeBlock>
  );
}

/** The module as a page imports it. */
export const starlightComponents = { Tabs, TabItem, Aside, Card, CardGrid, LinkCard, Steps, Badge, FileTree, LinkButton, Code };
