/**
 * `@theme/MDXComponents` (and `@theme-original/MDXComponents`, which a site's `src/theme/MDXComponents` spreads):
 * the components every MDX page has without importing them, under Docusaurus' names. Entries with a capital
 * letter (`Head`, `Details`) are in scope on every page; lowercase ones name the HTML elements Docusaurus draws
 * with them, which docsgen draws with its own Markdown components, so they are here for sites that spread or
 * read them. No Node or DOM code.
 */
import type { ComponentProps, ReactNode } from 'react';
import Admonition from './Admonition.js';
import Details from './Details.js';
import Head from './Head.js';
import Heading from './Heading.js';
import MDXA from './MDXComponents/A.js';
import MDXCode from './MDXComponents/Code.js';
import { MDXImg, MDXLi, MDXUl } from './MDXComponents/Elements.js';
import MDXPre from './MDXComponents/Pre.js';

type HeadingProps = ComponentProps<'h2'>;

/**
 * `<Fragment>`: its children, as Astro's MDX has it without an import (a `slot` prop, which names where an Astro
 * component places it, is not used here). React's own Fragment would refuse that prop.
 */
function Fragment({ children }: { slot?: string; children?: ReactNode }) {
  return <>{children}</>;
}

const MDXComponents: Record<string, unknown> = {
  Head,
  Fragment,
  Details,
  details: Details,
  code: MDXCode,
  a: MDXA,
  pre: MDXPre,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  h1: (props: HeadingProps) => <Heading as="h1" {...props} />,
  h2: (props: HeadingProps) => <Heading as="h2" {...props} />,
  h3: (props: HeadingProps) => <Heading as="h3" {...props} />,
  h4: (props: HeadingProps) => <Heading as="h4" {...props} />,
  h5: (props: HeadingProps) => <Heading as="h5" {...props} />,
  h6: (props: HeadingProps) => <Heading as="h6" {...props} />,
  admonition: Admonition,
};

export default MDXComponents;
