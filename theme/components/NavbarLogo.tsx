/**
 * The navbar's logo: one image, or with `srcDark` two, of which CSS shows the one for the colour mode (no script,
 * and the same box for both, so switching never moves the title). Sources get the base URL here.
 */
import type { LogoData } from '../../core/route-data.js';
import { useHref } from './Link.js';

export function NavbarLogo({ logo }: { logo: LogoData }) {
  const src = useHref(logo.src);
  const srcDark = useHref(logo.srcDark ?? logo.src);
  const box = { alt: logo.alt, width: logo.width, height: logo.height };
  if (!logo.srcDark) return <img className="navbar-logo" src={src} {...box} />;
  return (
    <>
      <img className="navbar-logo navbar-logo-light" src={src} {...box} />
      <img className="navbar-logo navbar-logo-dark" src={srcDark} {...box} />
    </>
  );
}
