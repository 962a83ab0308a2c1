/**
 * The tiny inline script that runs in <head> before first paint: applies the stored colour mode as
 * `data-theme` on <html> and hides an announcement bar the reader already dismissed, so neither flashes.
 * Returns source text; must stay small and dependency-free.
 */
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
