/**
 * What a doc page says about its version and language: the banner of an unreleased or unmaintained docs version
 * (linking to the same page in the last version, else that version's home), the "Version: …" badge, and the notice
 * on a translated locale's page that is shown untranslated. Reads the site and page data only. The banner and the
 * notice are rendered at build time into `PageData.noticesHtml` (see notices-html.tsx), so only sites with versions
 * or locales pay for them and the browser bundle does not carry them; the badge is rendered by <App>.
 */
import type { PageData, SiteData } from '../../core/route-data.js';
import { useText } from '../i18n/text.js';
import { Link } from './Link.js';

export function VersionBanner({ site, page }: { site: SiteData; page: PageData }) {
  const t = useText();
  const version = site.versions.find((v) => v.name === site.version);
  const latest = site.versions.find((v) => v.isLast);
  if (!version || !latest || version.banner === 'none') return null;
  const href = page.alternates?.versions[latest.name] ?? latest.home;
  return (
    <div className="version-banner" role="note">
      <p>{t(version.banner === 'unreleased' ? 'versionUnreleased' : 'versionUnmaintained', { siteTitle: site.title, versionLabel: version.label })}</p>
      <p>
        {t.parts('versionLatest', {
          versionLabel: latest.label,
          latestVersionLink: (
            <Link key="latest" href={href}>
              <strong>{t('versionLatestLink')}</strong>
            </Link>
          ),
        })}
      </p>
    </div>
  );
}

export function VersionBadge({ site }: { site: SiteData }) {
  const t = useText();
  const version = site.versions.find((v) => v.name === site.version);
  if (!version?.badge) return null;
  return <span className="version-badge">{t('versionBadge', { versionLabel: version.label })}</span>;
}

export function UntranslatedNotice({ page }: { page: PageData }) {
  const t = useText();
  if (!page.untranslated) return null;
  return (
    <div className="untranslated-notice" role="note">
      {t('untranslated')}
    </div>
  );
}
