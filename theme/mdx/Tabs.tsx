/**
 * `@theme/Tabs` with Docusaurus' props: `values`, `defaultValue`, `groupId`, `queryString`, `lazy`, `className`.
 * Draws the same markup as `::::tabs` (theme/markdown/Tabs.tsx) with the default tab selected at build time;
 * the client's tabs island does the switching, `groupId` sync and `queryString`. Every panel is rendered, also
 * with `lazy` (there is no React on the client to render one later, and hidden panels stay searchable).
 * Misuse throws an Error, which the MDX bridge reports at the page and component.
 */
import { Children, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';
import { MdxContext } from './context.js';
import { TabsView, type TabView } from '../markdown/Tabs.js';
import type { TabItemProps } from './TabItem.js';

export interface TabValue {
  value: string;
  label?: string;
  attributes?: TabItemProps['attributes'];
}

export interface TabsProps {
  children?: ReactNode;
  values?: TabValue[];
  /** The value shown first; `null` shows no tab until the reader picks one. */
  defaultValue?: string | null;
  groupId?: string;
  /** `true` uses `groupId` as the URL parameter's name; a string names it. */
  queryString?: boolean | string;
  lazy?: boolean;
  block?: boolean;
  className?: string;
}

function describe(child: unknown): string {
  if (!isValidElement(child)) return JSON.stringify(String(child).trim().slice(0, 40));
  const type = child.type as string | { displayName?: string; name?: string };
  return `<${typeof type === 'string' ? type : type.displayName || type.name || 'Component'}>`;
}

function tabItems(children: ReactNode): ReactElement<TabItemProps>[] {
  const items: ReactElement<TabItemProps>[] = [];
  for (const child of Children.toArray(children)) {
    if (typeof child === 'string' && !child.trim()) continue;
    if (!isValidElement(child)) {
      throw new Error(`<Tabs> may only hold <TabItem> children, but it holds the text ${describe(child)}. Wrap it in a <TabItem value="…">.`);
    }
    const props = child.props as Partial<TabItemProps>;
    if (typeof props.value !== 'string' || props.value === '') {
      throw new Error(
        `Every child of <Tabs> must be a <TabItem> with a \`value\`, but ${describe(child)}${props.label ? ` (label "${props.label}")` : ''} has none. Add value="…" (unique within the group).`,
      );
    }
    items.push(child as ReactElement<TabItemProps>);
  }
  return items;
}

function queryKeyOf(queryString: TabsProps['queryString'], groupId: string | undefined): string | undefined {
  if (queryString === undefined || queryString === false) return undefined;
  if (typeof queryString === 'string' && queryString !== '') return queryString;
  if (!groupId) {
    throw new Error('<Tabs queryString> needs a `groupId` to name the URL parameter. Add groupId="…" or write queryString="name".');
  }
  return groupId;
}

export default function Tabs({ children, values, defaultValue, groupId, queryString, className }: TabsProps) {
  const items = tabItems(children);
  const byValue = new Map(items.map((item) => [item.props.value, item]));
  const order: TabValue[] = values ?? items.map((item) => ({ value: item.props.value }));
  const seen = new Set<string>();
  for (const { value } of order) {
    if (seen.has(value)) {
      throw new Error(`<Tabs> has two tabs with the value "${value}". Give each <TabItem> a unique value.`);
    }
    seen.add(value);
  }
  // A value `values` lists that no <TabItem> fills is a tab showing nothing, as in Docusaurus (DocSearch's docs keep
  // one for a React variant never written); the build warns of it.
  const { warn } = useContext(MdxContext);
  if (values) {
    const missing = values.filter((v) => !byValue.has(v.value)).map((v) => `"${v.value}"`);
    if (missing.length) {
      const reason = `its \`values\` list ${missing.join(', ')}, but no <TabItem> has that value: the tab shows nothing`;
      warn?.('Tabs', reason, 'Add the <TabItem>, or remove the value from `values`.');
    }
  }
  const available = order.map((v) => `"${v.value}"`).join(', ');
  const flagged = items.filter((item) => item.props.default);
  let initial: string | null;
  if (defaultValue !== undefined) {
    initial = defaultValue;
  } else {
    // Several tabs marked default: the first one wins, as in Docusaurus.
    initial = flagged[0]?.props.value ?? order[0]?.value ?? null;
  }
  if (initial !== null && !seen.has(initial)) {
    throw new Error(`<Tabs defaultValue="${initial}"> names no tab. Use one of ${available}.`);
  }
  const tabs: TabView[] = order.map((entry) => {
    const item = byValue.get(entry.value);
    return {
      value: entry.value,
      label: entry.label ?? item?.props.label ?? entry.value,
      content: item?.props.children ?? null,
      attributes: entry.attributes ?? item?.props.attributes,
      className: item?.props.className,
    };
  });
  const selected = initial === null ? -1 : tabs.findIndex((t) => t.value === initial);
  return <TabsView tabs={tabs} selected={selected} groupId={groupId} queryKey={queryKeyOf(queryString, groupId)} className={className} />;
}
