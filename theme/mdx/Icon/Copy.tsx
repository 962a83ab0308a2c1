/**
 * `@theme/Icon/Copy`: two overlapping sheets, the icon of a copy button, as Docusaurus' theme names it. SVG attributes
 * given (`className`, `width`, `height`…) win over the defaults. Decorative: hidden from assistive technology.
 */
import type { SVGProps } from 'react';

export default function IconCopy(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false" {...props}>
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
    </svg>
  );
}
