/**
 * The notices above a doc, as HTML made at build time: the version banner and the untranslated-page notice, in the
 * page's locale and under the site's base URL. Server side only (exported from server.ts): the page shows the HTML
 * as it is, so the browser bundle carries none of it.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageData, SiteData } from '../core/route-data.js';
import { BaseUrlContext } from './components/Link.js';
import { UntranslatedNotice, VersionBanner } from './components/VersionNotices.js';
import { TextProvider } from './i18n/text.js';

/** The notices' HTML, or '' when the page has none. */
export function docNoticesHtml(site: SiteData, page: PageData): string {
  return renderToStaticMarkup(
    createElement(
      BaseUrlContext.Provider,
      { value: site.baseUrl },
      createElement(
        TextProvider,
        { text: site.text, locale: site.locale },
        createElement(VersionBanner, { site, page }),
        createElement(UntranslatedNotice, { page }),
      ),
    ),
  );
}
