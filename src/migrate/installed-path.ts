/**
 * What an absolute path into a `node_modules` folder names, as an import would (`require.resolve('buffer/')` gives
 * `…/node_modules/buffer/index.js`, a pnpm store `…/node_modules/.pnpm/a@1/node_modules/a/lib/x.js`): the request
 * after the last `node_modules`, and its package. Pure: reads no file.
 */

/** The request a path inside a `node_modules` folder stands for (`buffer/index.js`, `@scope/pkg/x.js`), or null. */
export function installedRequest(file: string): string | null {
  const found = /[\\/]node_modules[\\/]((?:(?![\\/]node_modules[\\/]).)+)$/.exec(file)?.[1];
  return found ? found.replace(/\\/g, '/') : null;
}

/** The package a path inside a `node_modules` folder belongs to (`buffer`, `@scope/pkg`), or null. */
export function installedPackage(file: string): string | null {
  return /^(?:@[^/]+\/)?[^/]+/.exec(installedRequest(file) ?? '')?.[0] ?? null;
}
