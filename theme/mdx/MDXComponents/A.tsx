/** `@theme/MDXComponents/A`: a Markdown link, drawn by `@docusaurus/Link` (the base URL added to site paths). */
import Link, { type LinkProps } from '../Link.js';

export default function MDXA(props: LinkProps) {
  return <Link {...props} />;
}
