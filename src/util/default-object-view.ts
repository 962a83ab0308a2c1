/**
 * An ES module of the site, as Docusaurus' loader (jiti, with `interopDefault`) hands it to `require()`: when its
 * default export is an object, that object, answering the module's named exports too (`require('./sidebar.ts').items`
 * where the file writes `export default { items }`). A view, so the object itself gains no keys; not marked
 * `__esModule`, so an `import x from` that esbuild compiled gets the object; the named exports answer through its
 * prototype as well, since esbuild's `__toESM` copies only own properties. Anything else is given as it is (a
 * function default keeps its identity). Self-contained, with no import: the config bundle inlines its source
 * (`user-module.ts`), and the config evaluation calls it (`migrate/evaluate-module.ts`).
 */
export function defaultObjectView(exports: unknown): unknown {
  if (typeof exports !== 'object' || exports === null || (exports as { __esModule?: unknown }).__esModule !== true) return exports;
  const namespace = exports as Record<string | symbol, unknown>;
  const value = namespace.default;
  if (typeof value !== 'object' || value === null) return exports;
  const named = Object.create(Reflect.getPrototypeOf(value)) as object;
  for (const key of Object.keys(namespace)) {
    if (key !== 'default') Object.defineProperty(named, key, { get: () => namespace[key] });
  }
  return new Proxy(value, {
    get: (target, key, receiver) => (key === '__esModule' ? undefined : key in target ? Reflect.get(target, key, receiver) : namespace[key]),
    getPrototypeOf: (target) => (Object.isExtensible(target) ? named : Reflect.getPrototypeOf(target)),
  });
}
