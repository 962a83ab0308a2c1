/**
 * `@theme/TabItem`: one tab of a `<Tabs>` group. `<Tabs>` reads its props and draws the tab and its panel;
 * rendered on its own (outside `<Tabs>`), it is a plain panel.
 */
import type { HTMLAttributes, ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  /** Shown first when the group has no `defaultValue`. */
  default?: boolean;
  /** Extra attributes of the tab button (for example `className` or `data-*`). */
  attributes?: HTMLAttributes<HTMLButtonElement> & Record<string, unknown>;
  /** Extra class of the panel. */
  className?: string;
  children?: ReactNode;
}

export default function TabItem({ children, className }: TabItemProps) {
  return (
    <div role="tabpanel" className={className ? `tabs-panel ${className}` : 'tabs-panel'}>
      {children}
    </div>
  );
}
