/**
 * Small replacements for plain Markdown elements: headings with anchor links, code blocks with a title and a copy button,
 * scrollable tables, plan badges that link to the pricing page, and text badges (VitePress' and Starlight's `<Badge>`).
 */
import type { ComponentProps, ReactNode } from 'react';
import { useText } from '../i18n/text.js';
import { plainText } from './plain-text.js';

function anchorHeading(Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') {
  return function Heading({ id, children, ...rest }: ComponentProps<'h2'>) {
    const t = useText();
    return (
      <Tag id={id} {...rest}>
        {children}
        {id ? (
          <a className="hash-link" href={`#${id}`} aria-label={t('headingLink', { heading: plainText(children) || id })}>
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

/**
 * A code block: a bar above the code holding its fence's `title="…"` (else its language, drawn by CSS from the
 * wrapper's `data-language`) and the copy button, so the button never covers code. Line numbers are CSS
 * counters (`data-line-numbers`) and magic comments are gone by now, so the copied text is the code alone.
 * Expressive Code's frames (`data-frame`, Starlight's pages) add `code-block-terminal` (a terminal window's bar) or
 * `code-block-frameless` (no bar).
 */
export function CodeBlock({
  'data-title': title,
  'data-frame': frame,
  ...props
}: ComponentProps<'pre'> & { 'data-title'?: string; 'data-language'?: string; 'data-frame'?: string }) {
  const t = useText();
  const body = (
    <>
      <pre {...props} tabIndex={0} />
      <button type="button" className="copy-button" hidden>
        {t('copy')}
      </button>
    </>
  );
  const look = frame === 'terminal' ? ' code-block-terminal' : frame === 'none' ? ' code-block-frameless' : '';
  if (!title) {
    return (
      <div className={`code-block${look}`} data-island="copy-code" data-language={props['data-language']}>
        {body}
      </div>
    );
  }
  // With a title, the title is the bar.
  return (
    <div className={`code-block code-block-titled${look}`} data-island="copy-code">
      <div className="code-block-title">{title}</div>
      <div className="code-block-body">{body}</div>
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
  const t = useText();
  return (
    <a className={`plan-badge plan-${plan.toLowerCase()}`} href={href} title={t('plan', { plan })}>
      {plan}
    </a>
  );
}

/** `:::details[Summary]`; an untitled one (VitePress' `::: details`) takes the theme's word for details. */
/** The colours a text badge may take: VitePress' and Starlight's kinds together. */
export const BADGE_KINDS = ['default', 'note', 'info', 'tip', 'success', 'warning', 'caution', 'danger'] as const;

/** A small label beside a heading or in text (`<Badge type="tip" text="beta" />`); an unknown kind is drawn as `default`. */
export function Badge({ kind, children }: { kind?: string; children?: ReactNode }) {
  const look = (BADGE_KINDS as readonly string[]).includes(kind ?? '') ? kind : 'default';
  return <span className={`badge badge-${look}`}>{children}</span>;
}

export function Details({ summary, open, children }: { summary: ReactNode; open?: boolean; children?: ReactNode }) {
  const t = useText();
  return (
    <details className="details" open={open}>
      <summary>{summary || t('details')}</summary>
      <div className="details-content">{children}</div>
    </details>
  );
}
