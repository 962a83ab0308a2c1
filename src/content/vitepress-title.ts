/**
 * VitePress' `titleTemplate` front matter key: the page's document title (the browser tab's) as VitePress' default
 * theme makes it from the page's title, the site's and the template. A template holding `:title` is the whole title
 * with the page's title put in; another string is a suffix after ` | ` (none when it is the site's title); `false`
 * is the page's title alone, `true` the site's usual ` | <site title>`. Pure.
 */
export function vitePressDocumentTitle(pageTitle: string, siteTitle: string, template: string | boolean): string {
  const title = pageTitle || siteTitle;
  if (typeof template === 'string' && template.includes(':title')) return template.replace(/:title/g, title);
  const suffix = template === false || template === siteTitle ? '' : ` | ${template === true ? siteTitle : template}`;
  // A page whose title is the suffix's text has it once (VitePress' own check).
  return title === suffix.slice(3) ? title : `${title}${suffix}`;
}
