/**
 * The parts of a built page that integration tests read: its article (the page's own content) and its head. Plain
 * regular expressions over docsgen's own output, whose markup the tests fix; not an HTML parser.
 */

/** The inside of the page's `<article>`, or '' when it has none. */
export const articleOf = (html: string | undefined): string => /<article[^>]*>([\s\S]*?)<\/article>/.exec(html ?? '')?.[1] ?? '';

/** The inside of the page's `<head>`, or '' when it has none. */
export const headOf = (html: string | undefined): string => /<head>([\s\S]*?)<\/head>/.exec(html ?? '')?.[1] ?? '';
