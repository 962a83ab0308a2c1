/**
 * `Image` and `Picture` of Astro's `astro:assets`, for pages of a Starlight site: a plain lazily loaded `<img>`.
 * `src` is an imported image (its address here; Astro's `{ src, width, height }` object also works) or a URL; the
 * page's compiler gives an imported image its file's `width` and `height`, as Astro does from its metadata.
 * Astro's resizing and other formats are not made: its image-service props (`widths`, `densities`, `formats`,
 * `quality`…) are not drawn as attributes, nor is `priority`: every image stays lazy, as any image of a page is (an
 * eager one would make React add a preload link to the body). No Node or DOM code.
 */
import type { ComponentProps } from 'react';

type AstroImageSource = string | { src?: string; width?: number; height?: number };

export interface AstroImageProps extends Omit<ComponentProps<'img'>, 'src'> {
  src: AstroImageSource;
  /** Astro's own attribute name for the class. */
  class?: string;
}

/** Astro's props that tell its image service what copies to make: no attribute of the `<img>` they make. */
const IMAGE_SERVICE_PROPS = [
  'widths',
  'densities',
  'formats',
  'format',
  'fallbackFormat',
  'quality',
  'pictureAttributes',
  'inferSize',
  'layout',
  'fit',
  'position',
  'background',
  'priority',
];

export default function AstroImage({ src, alt, class: astroClass, className, loading = 'lazy', decoding = 'async', ...props }: AstroImageProps) {
  const image = typeof src === 'string' ? { src } : src;
  const rest = Object.fromEntries(Object.entries(props).filter(([name]) => !IMAGE_SERVICE_PROPS.includes(name))) as ComponentProps<'img'>;
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
