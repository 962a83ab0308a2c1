/**
 * `bundle-host.ts` as the CommonJS bundles of dist/ have it (scripts/build-lib.mjs puts this file in its place): each
 * call goes to the host that `cached-bundle.ts` passes to the bundle as it runs it, whose `import()` and `new Function`
 * work where the bundle's own, restored from V8's code cache, would not. Must keep the same exports as `bundle-host.ts`.
 */
import type { BundleHost } from './cached-bundle.js';

/** The host: a parameter of the function the bundle's code is wrapped in (`cached-bundle.ts`), not a global. */
declare const __docsgenBundleHost: BundleHost;

export function importModule(specifier: string): Promise<unknown> {
  return __docsgenBundleHost.importModule(specifier);
}

export function makeFunction(params: readonly string[], body: string, async = false): (...args: unknown[]) => unknown {
  return __docsgenBundleHost.makeFunction(params, body, async);
}

export function compiledCodeReady(): void {
  __docsgenBundleHost.compiledCodeReady();
}
