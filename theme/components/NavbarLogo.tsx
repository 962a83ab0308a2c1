/**
 * The site's logo images, the navbar's and the footer's: one image, or with `srcDark` two, of which CSS shows the one
 * for the colour mode (no script, and the same box for both, so switching never moves what is beside it). Sources get
 * the base URL here.
 */
import type { FooterLogoData, LogoData } from '../../core/route-data.js';
import { useHref } from './Link.js';

export function LogoImages({ logo, className }: { logo: LogoData | FooterLogoData; className: string }) {
  const src = useHref(logo.src);
  const srcDark = useHref(logo.srcDark ?? logo.src);
  const box = { alt: logo.alt, width: logo.width, height: logo.height };
  if (!logo.srcDark) return <img className={className} src={src} {...box} />;
  return (
    <>
      <img className={`${className} ${className}-light`} src={src} {...box} />
      <img className={`${className} ${className}-dark`} src={srcDark} {...box} />
    </>
  );
}

export function NavbarLogo({ logo }: { logo: LogoData }) {
  return <LogoImages logo={logo} className="navbar-logo" />;
}
