/**
 * Renders tab groups: `::::tabs` from Markdown and, through `TabsView`, `<Tabs>` from MDX. A tab list and panels,
 * the default one shown. Switching is done by the tabs island of the client runtime; a group with `groupId`
 * (`data-group-id`) follows the reader's choice across the page and visits, one with `queryString`
 * (`data-query-string`, the parameter name) follows the URL. Without JavaScript the default panel stays readable.
 */
import { Children, isValidElement, useId, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';

interface TabProps {
  label: string;
  /** What groups sync on and the URL holds; the label when absent (npm2yarn tabs: `npm`, `yarn`…). */
  value?: string;
  children?: ReactNode;
}

export function Tab({ children }: TabProps) {
  return <>{children}</>;
}

/** One tab of a group, as both the Markdown and the MDX forms describe it. */
export interface TabView {
  value: string;
  label: ReactNode;
  content: ReactNode;
  /** Extra attributes of the tab button (Docusaurus' `attributes`). */
  attributes?: HTMLAttributes<HTMLButtonElement> & Record<string, unknown>;
  /** Extra class of the panel. */
  className?: string;
}

export interface TabsViewProps {
  tabs: TabView[];
  /** Index of the tab shown at build time; -1 shows none. */
  selected: number;
  groupId?: string;
  /** Name of the URL search parameter that holds the selected value. */
  queryKey?: string;
  className?: string;
}

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export function TabsView({ tabs, selected, groupId, queryKey, className }: TabsViewProps) {
  const baseId = useId();
  const focusable = selected >= 0 ? selected : 0;
  return (
    <div className={join('tabs', className)} data-island="tabs" data-group-id={groupId || undefined} data-query-string={queryKey || undefined}>
      <div className="tabs-list" role="tablist">
        {tabs.map((tab, i) => {
          const { className: extraClass, ...attributes } = (tab.attributes ?? {}) as HTMLAttributes<HTMLButtonElement>;
          return (
            <button
              key={i}
              {...attributes}
              type="button"
              role="tab"
              className={join('tabs-tab', extraClass)}
              id={`${baseId}-tab-${i}`}
              data-value={tab.value}
              aria-selected={i === selected}
              aria-controls={`${baseId}-panel-${i}`}
              tabIndex={i === focusable ? 0 : -1}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={i}
          className={join('tabs-panel', tab.className)}
          role="tabpanel"
          id={`${baseId}-panel-${i}`}
          aria-labelledby={`${baseId}-tab-${i}`}
          hidden={i !== selected}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}

/** `::::tabs{groupId="os" queryString="os"}`: the directive plugin has already turned a bare `queryString` into the key. */
export function Tabs({ children, groupId, queryString }: { children?: ReactNode; groupId?: string; queryString?: string }) {
  const tabs = Children.toArray(children)
    .filter((c): c is ReactElement<TabProps> => isValidElement(c) && typeof (c.props as TabProps).label === 'string')
    .map((tab) => ({ value: tab.props.value || tab.props.label, label: tab.props.label, content: tab.props.children }));
  return <TabsView tabs={tabs} selected={0} groupId={groupId} queryKey={queryString} />;
}
