/**
 * `@theme/Heading`: a heading of the level `as` names, with its `id` (Docusaurus' component for headings
 * written by hand in components).
 */
import type { ComponentProps } from 'react';

type Level = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export default function Heading({ as: Tag = 'h2', ...rest }: { as?: Level } & ComponentProps<'h2'>) {
  return <Tag {...rest} />;
}
