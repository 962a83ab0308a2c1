/**
 * The tiny inline script that runs in <head> before first paint: applies the stored colour mode as
 * `data-theme` on <html> and hides an announcement bar the reader already dismissed, so neither flashes. It also
 * follows a mode another tab stores from then on: until the bundle has hydrated the colour toggle, nothing else
 * listens, and a storage event is not sent again.
 * Returns source text; must stay small and dependency-free. Every value it embeds goes through
 * `inlineScriptJson`, so config text (an announcement id holding `</script>`) cannot end the element.
 */
import { inlineScriptJson } from '../core/html.js';
import { basePath } from '../core/urls.js';

export const THEME_STORAGE_KEY = 'theme';
export const ANNOUNCEMENT_STORAGE_KEY = 'docsgen-announcement-dismiss';

export function headScript(options: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean; announcementId: string | null }): string {
  const { defaultMode, respectPrefersColorScheme, announcementId } = options;
  return (
    `(function(){var d=document.documentElement,k=${inlineScriptJson(THEME_STORAGE_KEY)};` +
    `function a(){var s;try{s=localStorage.getItem(k)}catch(e){}` +
    `var m=s==="light"||s==="dark"?s:${respectPrefersColorScheme ? `(matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light")` : inlineScriptJson(defaultMode)};` +
    `d.setAttribute("data-theme",m);d.style.colorScheme=m}` +
    `a();addEventListener("storage",function(e){if(e.key===k)a()});` +
    (announcementId
      ? `try{if(localStorage.getItem(${inlineScriptJson(ANNOUNCEMENT_STORAGE_KEY)})===${inlineScriptJson(announcementId)})d.setAttribute("data-announcement-dismissed","")}catch(e){}`
      : '') +
    `})();`
  );
}

/**
 * For the home page only: shows a red warning when the page is served from a path other than the configured base
 * URL. It is inline and independent of the bundle, since a wrong base URL is exactly when scripts fail to load.
 */
export function baseUrlCheckScript(baseUrl: string): string {
  const base = inlineScriptJson(basePath(baseUrl));
  const style = inlineScriptJson('padding:.75rem 1.25rem;background:#b91c1c;color:#fff;font:600 1rem/1.5 system-ui,sans-serif;text-align:center');
  const before = inlineScriptJson('This site is built for the base URL "');
  const middle = inlineScriptJson('" but this page is served at "');
  const after = inlineScriptJson(
    '", so its styles, scripts and links may not load. Set baseUrl in the site config to the path the site is served from and build again.',
  );
  // Strips "/", "/index" and "/index.html" from the end of the path without a regular expression.
  return (
    `(function(){var b=${base},p=location.pathname;` +
    `["/index.html","/index","/"].forEach(function(s){if(p.length>s.length-1&&p.slice(-s.length)===s)p=p.slice(0,-s.length)});` +
    `if(p===b)return;var d=document.createElement("div");d.className="base-url-warning";d.setAttribute("role","alert");` +
    `d.style.cssText=${style};d.textContent=${before}+(b||"/")+${middle}+location.pathname+${after};` +
    `document.body.insertBefore(d,document.body.firstChild)})();`
  );
}
