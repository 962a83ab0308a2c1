/** `@theme/MDXComponents/Ul`, `Li` and `Img`: the plain elements (images load lazily), for components that wrap them. */
import type { ComponentProps } from 'react';

export function MDXUl(props: ComponentProps<'ul'>) {
  return <ul {...props} />;
}

export function MDXLi(props: ComponentProps<'li'>) {
  return <li {...props} />;
}

export function MDXImg(props: ComponentProps<'img'>) {
  return <img loading="lazy" {...props} />;
}
