/**
 * Small replacements for plain Markdown elements: headings with anchor links, code blocks with a copy button,
 * scrollable tables, and plan badges that link to the pricing page.
 */
import type { ComponentProps, ReactNode } from 'react';

function anchorHeading(Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') {
  return function Heading({ id, children, ...rest }: ComponentProps<'h2'>) {
    return (
      <Tag id={id} {...rest}>
        {children}
        {id ? (
          <a className="hash-link" href={`#${id}`} aria-label="Link to this section">
            #
          </a>
        ) : null}
      </Tag>
    );
  };
}

export const H2 = anchorHeading('h2');
export const H3 = anchorHeading('h3');
export const H4 = anchorHeading('h4');

export function CodeBlock(props: ComponentProps<'pre'>) {
  return (
    <div className="code-block" data-island="copy-code">
      <pre {...props} tabIndex={0} />
      <button type="button" className="copy-button" hidden>
        Copy
      </button>
    </div>
  );
}

/** Tables scroll sideways on narrow screens; the wrapper is focusable so keyboard users can scroll it too. */
export function Table(props: ComponentProps<'table'>) {
  return (
    <div className="table-wrapper" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

export function PlanBadge({ plan, href }: { plan: string; href: string; children?: ReactNode }) {
  return (
    <a className={`plan-badge plan-${plan.toLowerCase()}`} href={href} title={`Available on the ${plan} plan`}>
      {plan}
    </a>
  );
}

export function Details({ summary, children }: { summary: string; children?: ReactNode }) {
  return (
    <details className="details">
      <summary>{summary}</summary>
      <div className="details-content">{children}</div>
    </details>
  );
}
