/**
 * `@theme/ThemedImage`: an image with a source for each colour mode. Both images are in the page and the style
 * sheet shows the one for `<html data-theme>`, so the right one shows before any script runs and switches with
 * the theme's toggle. Sources are used as given, as in Docusaurus (`useBaseUrl` adds the base URL). No Node or DOM code.
 */
import type { ComponentProps } from 'react';

export interface ThemedImageProps extends Omit<ComponentProps<'img'>, 'src'> {
  sources: { light: string; dark: string };
}

export default function ThemedImage({ sources, className, alt, ...rest }: ThemedImageProps) {
  const classes = (mode: string) => ['themed-image', `themed-image--${mode}`, className].filter(Boolean).join(' ');
  return (
    <>
      <img {...rest} alt={alt} src={sources.light} className={classes('light')} />
      <img {...rest} alt={alt} src={sources.dark} className={classes('dark')} />
    </>
  );
}
