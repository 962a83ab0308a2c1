/**
 * `@theme/IdealImage` (Docusaurus' ideal-image plugin): a plain lazily loaded `<img>`. `img` is a URL, or the
 * object the plugin's loader makes (`{ src: { src, images: [{ path, width }] } }`), whose sizes become the
 * `srcset`. No placeholder or low-quality preview. No Node or DOM code.
 */
import type { ComponentProps } from 'react';

interface ResponsiveImage {
  src?: string | { src?: string; images?: { path: string; width: number; height?: number }[]; width?: number; height?: number };
  default?: string;
}

export interface IdealImageProps extends Omit<ComponentProps<'img'>, 'src'> {
  img: string | ResponsiveImage;
}

export default function IdealImage({ img, alt, loading = 'lazy', ...rest }: IdealImageProps) {
  if (typeof img === 'string') return <img {...rest} alt={alt} src={img} loading={loading} />;
  const source = img.src ?? img.default;
  if (typeof source === 'string' || source === undefined) return <img {...rest} alt={alt} src={source} loading={loading} />;
  const images = source.images ?? [];
  const largest = images[images.length - 1];
  return (
    <img
      width={source.width ?? largest?.width}
      height={source.height ?? largest?.height}
      {...rest}
      alt={alt}
      src={source.src ?? largest?.path}
      srcSet={images.length > 1 ? images.map((i) => `${i.path} ${i.width}w`).join(', ') : undefined}
      loading={loading}
    />
  );
}
