/**
 * The site settings and docs data MDX components read (`MdxSiteConfig`), made from a variant's site data: the
 * build adds the docs of each version and the translations; the browser (client components) makes it from the
 * page's data block, without them. Pure; no Node, no DOM.
 */
import type { MdxDocsData, MdxDocsDoc, MdxSiteConfig } from './mdx.js';
import { defaultLocaleOf, type SiteData } from './route-data.js';
import { asSitePath, withBase } from './urls.js';

export interface MdxSiteExtras {
  /** The docs of a version, by its name (server only). */
  docsOf?: (version: string) => MdxDocsDoc[];
  /** Every docs instance's data by id, on a site with several (server only). */
  docsInstances?: Readonly<Record<string, MdxDocsData>>;
  translations?: Readonly<Record<string, string>>;
}

type SiteFields = Pick<SiteData, 'title' | 'tagline' | 'titleDelimiter' | 'url' | 'baseUrl' | 'locale' | 'locales' | 'versions' | 'version' | 'docsInstance'>;

/** The docs plugin's global data: its versions as the page's locale has them, in the order the site lists them. */
export function mdxDocsData(site: SiteFields, docsOf?: (version: string) => MdxDocsDoc[]): MdxDocsData {
  const versions = site.versions.map((v) => ({
    name: v.name,
    label: v.label,
    isLast: v.isLast,
    path: withBase(site.baseUrl, v.path),
    mainDocId: v.mainDocId,
    docs: docsOf?.(v.name) ?? [],
    draftIds: [],
    banner: v.banner === 'none' ? null : v.banner,
    badge: v.badge,
  }));
  const last = versions.find((v) => v.isLast) ?? versions[0];
  return { path: last?.path ?? withBase(site.baseUrl, asSitePath('/')), versions, breadcrumbs: true };
}

export function mdxSiteOf(site: SiteFields, extras: MdxSiteExtras = {}): MdxSiteConfig {
  return {
    title: site.title,
    tagline: site.tagline,
    titleDelimiter: site.titleDelimiter ?? '|',
    url: site.url,
    baseUrl: site.baseUrl,
    locale: site.locale,
    defaultLocale: defaultLocaleOf(site.locales)?.code ?? site.locale,
    locales: site.locales.length ? site.locales.map((l) => l.code) : [site.locale],
    docs: mdxDocsData(site, extras.docsOf),
    docsInstance: site.docsInstance ?? 'default',
    ...(extras.docsInstances ? { docsInstances: extras.docsInstances } : {}),
    version: site.version,
    ...(extras.translations ? { translations: extras.translations } : {}),
  };
}
