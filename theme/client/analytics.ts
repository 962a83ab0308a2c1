/**
 * Page-view analytics in the gtag.js convention: `window.dataLayer` gets a `config` entry with
 * `anonymize_ip: true` and a `page_view` event for every new path, query or fragment. Without a tracking id
 * nothing is recorded or sent.
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export interface Analytics {
  pageView(): void;
}

const GTAG_SRC = 'https://www.googletagmanager.com/gtag/js?id=';

export function startAnalytics(config: { trackingId: string; anonymizeIp: boolean } | null): Analytics {
  if (!config) return { pageView() {} };
  const dataLayer = (window.dataLayer = window.dataLayer ?? []);
  // gtag.js reads `arguments` objects from the data layer, so entries are pushed as such.
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  }
  gtag('js', new Date());
  gtag('config', config.trackingId, { anonymize_ip: config.anonymizeIp, send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = GTAG_SRC + encodeURIComponent(config.trackingId);
  document.head.appendChild(script);
  let last: string | null = null;
  return {
    pageView() {
      const href = location.href;
      if (href === last) return;
      last = href;
      gtag('event', 'page_view', { page_location: href, page_path: location.pathname + location.search + location.hash, page_title: document.title });
    },
  };
}
