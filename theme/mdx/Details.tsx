/**
 * `@theme/Details` (and `Details` of `@docusaurus/theme-common/Details`): a disclosure box drawn like `:::details`.
 * The summary is the `summary` prop (text, or an element: a `<summary>` element gives its content) or, as
 * Docusaurus writes it, a `<summary>` child.
 */
import { Children, isValidElement, type ReactNode } from 'react';
import { useText } from '../i18n/text.js';

export interface DetailsProps {
  summary?: ReactNode;
  open?: boolean;
  className?: string;
  children?: ReactNode;
}

export default function Details({ summary, open, className, children }: DetailsProps) {
  const t = useText();
  // `summary={<summary>History</summary>}`, as Docusaurus' generic Details takes it: its content, not a summary in a summary.
  let heading = isValidElement(summary) && summary.type === 'summary' ? (summary.props as { children?: ReactNode }).children : summary;
  const body: ReactNode[] = [];
  for (const child of Children.toArray(children)) {
    if (heading === undefined && isValidElement(child) && child.type === 'summary') {
      heading = (child.props as { children?: ReactNode }).children;
    } else {
      body.push(child);
    }
  }
  return (
    <details className={className ? `details ${className}` : 'details'} open={open}>
      <summary>{heading ?? t('details')}</summary>
      <div className="details-content">{body}</div>
    </details>
  );
}
