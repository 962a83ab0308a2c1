/**
 * `Image` and `Picture` of Astro's `astro:assets`, for pages of a Starlight site: a plain lazily loaded `<img>`.
 * `src` is an imported image (its address here; Astro's `{ src, width, height }` object also works) or a URL;
 * Astro's resizing and other formats are not made. No Node or DOM code.
 */
import type { ComponentProps } from 'react';

type AstroImageSource = string | { src?: string; width?: number; height?: number };

export interface AstroImageProps extends Omit<ComponentProps<'img'>, 'src'> {
  src: AstroImageSource;
  /** Astro's own attribute name for the class. */
  class?: string;
}

export default function AstroImage({ src, alt, class: astroClass, className, loading = 'lazy', decoding = 'async', ...rest }: AstroImageProps) {
  const image = typeof src === 'string' ? { src } : src;
  return (
    <img
      width={image.width}
      height={image.height}
      {...rest}
      className={className ?? astroClass}
      alt={alt}
      src={image.src}
      loading={loading}
      decoding={decoding}
    />
  );
}
