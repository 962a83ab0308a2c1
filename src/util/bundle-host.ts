/**
 * The three things docsgen's code asks of the module system that loaded it: loading a module that is not bundled
 * (a site's config, a bundled theme, esbuild), making a function from code text (a site's components), and saying
 * that the code a thread needs is compiled (so its compiled form may be kept). This is the ES module version, used
 * from the sources and from dist/'s ES modules. The CommonJS bundles that `bin/docsgen.js` and the render threads run
 * (scripts/build-lib.mjs) get `bundle-host-commonjs.ts` in its place, which hands each call to the ES module that
 * loaded the bundle (`cached-bundle.ts`): code V8 restores from its code cache cannot call `import()` itself, and
 * neither can a function it makes with `new Function`. Must not import anything: both versions stay this small.
 */

/** `import(specifier)`: a module that is not part of docsgen's bundle, resolved from docsgen's own folder. */
export function importModule(specifier: string): Promise<unknown> {
  return import(specifier);
}

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as FunctionConstructor;

/** `new Function(...params, body)`, or an async function when `async`: code whose own `import()` calls must work. */
export function makeFunction(params: readonly string[], body: string, async = false): (...args: unknown[]) => unknown {
  return (async ? new AsyncFunction(...params, body) : new Function(...params, body)) as (...args: unknown[]) => unknown;
}

/** The thread has compiled the code it runs most: a loader that keeps compiled code may keep it now. */
export function compiledCodeReady(): void {}
