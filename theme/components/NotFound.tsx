/** The body of the 404 page: what went wrong and where to go instead. Overridable as `NotFound`; no data loading. */
import type { SiteData } from '../../core/route-data.js';
import { asSitePath } from '../../core/urls.js';
import { Link } from './Link.js';
import { useText } from '../i18n/text.js';

export function NotFound({ site }: { site: SiteData }) {
  const t = useText();
  return (
    <article className="markdown not-found">
      <h1>{t('notFound')}</h1>
      <p>{t('notFoundText')}</p>
      <ul className="not-found-links">
        <li>
          <Link className="not-found-home" href={asSitePath('/')}>
            {t.parts('notFoundHome', { siteTitle: site.title })}
          </Link>
        </li>
        <li>
          <Link className="not-found-search" href={asSitePath('/search')}>
            {t('notFoundSearch')}
          </Link>
        </li>
      </ul>
    </article>
  );
}
