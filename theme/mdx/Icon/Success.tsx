/**
 * `@theme/Icon/Success`: a check mark, what a copy button shows once it has copied, as Docusaurus' theme names it. SVG
 * attributes given (`className`, `width`, `height`…) win over the defaults. Decorative: hidden from assistive technology.
 */
import type { SVGProps } from 'react';

export default function IconSuccess(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false" {...props}>
      <path d="M4 12.5l5 5L20 6.5" />
    </svg>
  );
}
