/**
 * `@theme/CodeBlock`: `<CodeBlock language="js" title="app.js" showLineNumbers>{code}</CodeBlock>`, highlighted
 * at build time like a fenced block by the context's `renderCode`. `className="language-js"` names the
 * language too, as in Docusaurus. Children that are not text are shown as written, unhighlighted.
 */
import { Children, useContext, type ReactNode } from 'react';
import { MdxContext } from './context.js';

export interface CodeBlockProps {
  language?: string;
  title?: string;
  showLineNumbers?: boolean;
  metastring?: string;
  className?: string;
  children?: ReactNode;
}

export default function CodeBlock({ language, title, showLineNumbers, metastring, className, children }: CodeBlockProps) {
  const { renderCode } = useContext(MdxContext);
  const parts = Children.toArray(children);
  const lang = language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1];
  if (parts.some((part) => typeof part !== 'string' && typeof part !== 'number')) {
    return (
      <div className="code-block">
        <pre tabIndex={0}>
          <code>{children}</code>
        </pre>
      </div>
    );
  }
  const code = parts.join('').replace(/\n+$/, '');
  return <>{renderCode({ code, language: lang, title, showLineNumbers, metastring })}</>;
}
