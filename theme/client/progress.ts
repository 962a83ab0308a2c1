/** The thin progress bar at the top of the window, shown only for route changes slower than 200 ms. */

export const PROGRESS_DELAY_MS = 200;

export function createProgressBar(): { start(): () => void } {
  let bar: HTMLDivElement | null = null;
  const element = () => {
    if (!bar) {
      bar = document.createElement('div');
      bar.className = 'progress-bar';
      bar.setAttribute('aria-hidden', 'true');
      document.body.appendChild(bar);
    }
    return bar;
  };
  return {
    /** Starts timing a route change; call the returned function when it ends. */
    start() {
      let shown = false;
      const timer = window.setTimeout(() => {
        shown = true;
        const el = element();
        el.classList.remove('is-done');
        el.classList.add('is-active');
      }, PROGRESS_DELAY_MS);
      return () => {
        window.clearTimeout(timer);
        if (!shown) return;
        const el = element();
        el.classList.add('is-done');
        el.classList.remove('is-active');
      };
    },
  };
}
