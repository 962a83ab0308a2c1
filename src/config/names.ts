/**
 * Constants of the config that code outside the config needs too: the render threads' Markdown directives and the
 * docs instances' routes. They live apart from schema.ts, which uses them too, so that a render thread does not
 * load the config schema (zod's schema objects, the colour and SVG parsers: about 65 ms of every thread's start) to
 * read two constants. Only plain values here: no imports, no validation.
 */

/** Container directives that are not admonitions: an admonition keyword may not take their names. */
export const OTHER_CONTAINER_DIRECTIVES = ['details', 'cards', 'card', 'tabs', 'tab'] as const;

/** The id of the docs folder of the `docs` key, as Docusaurus names its docs plugin's default instance. */
export const DEFAULT_DOCS_INSTANCE = 'default';

/**
 * Docusaurus' default `blog.truncateMarker`: `<!-- truncate -->` in Markdown, `{/* truncate *\/}` in MDX (either is
 * read in both, as Docusaurus reads them).
 */
export const DEFAULT_TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

/** The folder of a locale's translations: `localeConfigs.<code>.path`, else the code itself. */
export function localeFolderOf(i18n: { localeConfigs: Readonly<Record<string, { path?: string | undefined }>> }, code: string): string {
  return i18n.localeConfigs[code]?.path ?? code;
}
