/**
 * VitePress' site-wide `titleTemplate` (the browser tab's title of every page), for `docsgen init`. docsgen's tab
 * title is `<page> <titleDelimiter> <site title>`: a template of that shape (`:title - Quill` on a site titled
 * Quill) is carried as `titleDelimiter`; one docsgen cannot make site-wide (another suffix, a prefix, `false` for
 * the page's title alone) is said, with the front matter key that makes it on a page. Pure.
 */

export interface TitleTemplateReading {
  /** docsgen's `titleDelimiter`, when the template is `:title <delimiter> <site title>` with another delimiter than `|`. */
  titleDelimiter?: string;
  /** What is not carried, in words. */
  leftOut?: string;
}

/** The template as docsgen's settings; `siteTitle` is the site's title as init carried it. */
export function vitePressTitleTemplate(template: unknown, siteTitle: string): TitleTemplateReading {
  // Left out or `true`: VitePress' own `<page> | <site title>`, docsgen's default too.
  if (template === undefined || template === true) return {};
  if (typeof template === 'string') {
    const shape = /^:title\s+(\S+)\s+(.+)$/.exec(template.trim());
    if (shape && shape[2]!.trim() === siteTitle) return shape[1] === '|' ? {} : { titleDelimiter: shape[1]! };
  }
  const written = typeof template === 'string' ? `'${template}'` : String(template);
  return {
    leftOut: `titleTemplate: ${written} (docsgen's tab titles are \`<page> <titleDelimiter> ${siteTitle}\`; a page's \`titleTemplate\` front matter makes its own, as VitePress reads it)`,
  };
}
