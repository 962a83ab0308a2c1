/**
 * `@theme/MDXComponents/Code`: code as Markdown writes it — inline `<code>` for text on one line without a
 * language, else a highlighted `@theme/CodeBlock`.
 */
import type { ComponentProps } from 'react';
import CodeBlock from '../CodeBlock.js';

export default function MDXCode({ children, className, ...rest }: ComponentProps<'code'>) {
  const inline = !className && (typeof children !== 'string' || !children.includes('\n'));
  if (inline)
    return (
      <code className={className} {...rest}>
        {children}
      </code>
    );
  return <CodeBlock className={className}>{children}</CodeBlock>;
}
