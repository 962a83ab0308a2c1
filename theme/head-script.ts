/**
 * The tiny inline script that runs in <head> before first paint: applies the stored colour mode as
 * `data-theme` on <html> and hides an announcement bar the reader already dismissed, so neither flashes.
 * Returns source text; must stay small and dependency-free.
 */
import { basePath } from '../core/urls.js';

export const THEME_STORAGE_KEY = 'theme';
export const ANNOUNCEMENT_STORAGE_KEY = 'docsgen-announcement-dismiss';

export function headScript(options: {
  defaultMode: 'light' | 'dark';
  respectPrefersColorScheme: boolean;
  announcementId: string | null;
}): string {
  const { defaultMode, respectPrefersColorScheme, announcementId } = options;
  return `(function(){var d=document.documentElement,s;try{s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}` +
    `var m=s==="light"||s==="dark"?s:${respectPrefersColorScheme ? `(matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light")` : JSON.stringify(defaultMode)};` +
    `d.setAttribute("data-theme",m);d.style.colorScheme=m;` +
    (announcementId
      ? `try{if(localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_STORAGE_KEY)})===${JSON.stringify(announcementId)})d.setAttribute("data-announcement-dismissed","")}catch(e){}`
      : '') +
    `})();`;
}

/**
 * For the home page only: shows a red warning when the page is served from a path other than the configured base
 * URL. It is inline and independent of the bundle, since a wrong base URL is exactly when scripts fail to load.
 */
export function baseUrlCheckScript(baseUrl: string): string {
  const base = JSON.stringify(basePath(baseUrl));
  const style = JSON.stringify('padding:.75rem 1.25rem;background:#b91c1c;color:#fff;font:600 1rem/1.5 system-ui,sans-serif;text-align:center');
  const before = JSON.stringify('This site is built for the base URL "');
  const middle = JSON.stringify('" but this page is served at "');
  const after = JSON.stringify('", so its styles, scripts and links may not load. Set baseUrl in the site config to the path the site is served from and build again.');
  // Strips "/", "/index" and "/index.html" from the end of the path without a regular expression.
  return (
    `(function(){var b=${base},p=location.pathname;` +
    `["/index.html","/index","/"].forEach(function(s){if(p.length>s.length-1&&p.slice(-s.length)===s)p=p.slice(0,-s.length)});` +
    `if(p===b)return;var d=document.createElement("div");d.className="base-url-warning";d.setAttribute("role","alert");` +
    `d.style.cssText=${style};d.textContent=${before}+(b||"/")+${middle}+location.pathname+${after};` +
    `document.body.insertBefore(d,document.body.firstChild)})();`
  );
}
