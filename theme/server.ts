/**
 * What the server render takes from the theme: the page component, the Markdown component map, the inline
 * head script, the notices above a doc and a landing page's hero and feature cards. The generator imports this module (or, in `docsgen dev`, a freshly bundled copy of it).
 */
export { App } from './App.js';
export { markdownComponents } from './markdown-components.js';
export { baseUrlCheckScript, headScript } from './head-script.js';
export { MdxContext, themeImports, withTranslations } from './mdx/index.js';
export { TextProvider } from './i18n/text.js';
export { docNoticesHtml } from './notices-html.js';
export { landingHtml } from './landing/landing-html.js';
export { blogPageHtml } from './blog/blog-html.js';
