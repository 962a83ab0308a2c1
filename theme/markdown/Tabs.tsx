/**
 * Renders `::::tabs`: a tab list and panels, the first one shown. Switching is done by the tabs island of the
 * client runtime; without JavaScript the first panel stays readable and the others are listed as headings.
 */
import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

interface TabProps {
  label: string;
  children?: ReactNode;
}

export function Tab({ children }: TabProps) {
  return <>{children}</>;
}

export function Tabs({ children }: { children?: ReactNode }) {
  const baseId = useId();
  const tabs = Children.toArray(children).filter(
    (c): c is ReactElement<TabProps> => isValidElement(c) && typeof (c.props as TabProps).label === 'string',
  );
  return (
    <div className="tabs" data-island="tabs">
      <div className="tabs-list" role="tablist">
        {tabs.map((tab, i) => (
          <button
            key={i}
            type="button"
            role="tab"
            className="tabs-tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === 0}
            aria-controls={`${baseId}-panel-${i}`}
            tabIndex={i === 0 ? 0 : -1}
          >
            {tab.props.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={i}
          className="tabs-panel"
          role="tabpanel"
          id={`${baseId}-panel-${i}`}
          aria-labelledby={`${baseId}-tab-${i}`}
          hidden={i !== 0}
        >
          {tab.props.children}
        </div>
      ))}
    </div>
  );
}
