/**
 * `@theme/Icon/ExternalLink`: the small arrow Docusaurus draws after a link that leaves the site, as the theme's own
 * external-link icon (`width`, `height` and `className` as given). Decorative: hidden from assistive technology.
 */
import { Icon } from '../../components/Icon.js';

export default function IconExternalLink({ width = 13.5, height = 13.5, className }: { width?: number; height?: number; className?: string }) {
  return (
    <span className={className} style={{ display: 'inline-flex', width, height }}>
      <Icon name="external" size={Math.max(width, height)} />
    </span>
  );
}
