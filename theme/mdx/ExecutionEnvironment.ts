/**
 * `@docusaurus/ExecutionEnvironment`: what the code runs in, read once as the module loads. Everything is false
 * on the server, where docsgen renders the pages (so code that checks `canUseDOM` before touching `window` or
 * `navigator` renders its server branch), and true in a browser (client components). No Node or DOM code runs here.
 */
const canUseDOM = typeof window !== 'undefined' && typeof window.document !== 'undefined' && typeof window.document.createElement === 'function';

const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && typeof window.addEventListener === 'function',
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && typeof window.screen !== 'undefined',
};

export default ExecutionEnvironment;
