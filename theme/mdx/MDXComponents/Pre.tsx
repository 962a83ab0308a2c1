/** `@theme/MDXComponents/Pre`: a fenced block's wrapper; its `<code>` child draws the block, as in Docusaurus. */
import type { ComponentProps } from 'react';

export default function MDXPre({ children }: ComponentProps<'pre'>) {
  return <>{children}</>;
}
