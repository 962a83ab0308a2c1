/**
 * Loads the site's component bundle (from `site-components.ts`) in a render thread: runs its code once (CommonJS,
 * or an async function's body when a package awaits at its top level) with `require` answering React and the theme's modules from the generator's own copies, and wraps every
 * export of a `'use client'` module so the page marks where it renders (an island the browser hydrates from
 * its props). Returns modules by key, as MDX imports ask for them. Does not bundle or read files.
 */
import { createRequire } from 'node:module';
import * as React from 'react';
import * as ReactDomServer from 'react-dom/server';
import * as JsxRuntime from 'react/jsx-runtime';
import path from 'node:path';
import { createElement, isValidElement, useContext, type ComponentType, type ReactNode } from 'react';
import { MdxProblem, reasonOf } from '../markdown/mdx/problem.js';
import type { ThemeModule } from '../render/theme-module.js';
import {
  CLIENT_MODULE,
  FAILED_IMPORT,
  MDX_COMPONENTS_KEY,
  MISSING_MODULE,
  PARTIAL_MODULE,
  REGISTER_MODULES,
  themeModuleName,
} from '../markdown/mdx/modules.js';
import type { SiteComponents } from './site-components.js';
import { makeFunction } from '../util/bundle-host.js';
import { loadFailureReason } from './bundle-thrower.js';

type Namespace = Readonly<Record<string, unknown>>;

const loaded = new WeakMap<ThemeModule, Map<string, Promise<Map<string, Namespace>>>>();

/** Why a bundle's code threw as it loaded (every module of it then fails where used), by its modules. */
const loadFailures = new WeakMap<ReadonlyMap<string, Namespace>, string>();

/**
 * A module whose exports are `own`, and whose every other export is what `other(name)` gives. The others sit on
 * the prototype, so esbuild's interop copy of a default import (which copies own properties only) still finds
 * them; the module says it is an ES module.
 */
function moduleWith(own: Readonly<Record<string, unknown>>, other: (name: string) => unknown): Namespace {
  const fallback = new Proxy(
    {},
    {
      get(target, key, receiver) {
        if (typeof key !== 'string' || key in Object.prototype || key === 'then' || key === '__esModule') return Reflect.get(target, key, receiver);
        return other(key);
      },
      has: (target, key) => (typeof key === 'string' && key !== 'then') || Reflect.has(target, key),
    },
  );
  return Object.assign(Object.create(fallback) as object, { __esModule: true }, own);
}

/** A module whose every export is `value`. */
const moduleOf = (value: unknown): Namespace => moduleWith({}, () => value);

/**
 * A module docsgen does not provide, or that failed as it loaded: loading it works, so the rest of the
 * component's file does too; rendering anything from it is an error naming the module, reported at the page's line.
 */
function missingModule(name: string, reason = `${name} is not provided by docsgen`, loading: () => boolean = () => false): Namespace {
  const fail = (): never => {
    throw new Error(
      reason.includes(WHAT_COMPONENTS_GET) ? reason : `${reason}: components may import React, ${WHAT_COMPONENTS_GET} and packages that run in a browser.`,
    );
  };
  // A function with a prototype, not an arrow: a package that only subclasses one of the module's classes as it
  // loads (`util.inherits(FormData, require('stream').Stream)`, under axios) loads, and fails only if used. One that
  // makes an object of it as it loads (`new http.Agent()` in algoliasearch's Node requester, under @docsearch/react)
  // gets an object that fails when used; made while a page renders, it fails at once.
  return moduleOf(function missing(): unknown {
    if (new.target && loading()) return moduleOf(fail);
    return fail();
  });
}

/** What components may import besides React and browser packages, as the failures of missing modules say it. */
const WHAT_COMPONENTS_GET = "the theme's modules (@theme/…, the common @docusaurus/… ones)";

/**
 * A theme module as a component's code sees it: its exports, and for any name it lacks (`import { useDoc } from
 * '@docusaurus/plugin-content-docs/client'`) a function that fails, when called, naming the module and what it
 * has, instead of a bare "is not a function".
 */
function withMissingExports(name: string, ns: Readonly<Record<string, unknown>>): Namespace {
  const names = Object.keys(ns).sort();
  return moduleWith(ns, (key) => (): never => {
    throw new Error(`${name} has no export ${key} in docsgen; it exports ${names.join(', ')}.`);
  });
}

/** A module that did not bundle (already reported): its components render nothing, so the page still builds. */
const failedModule = (): Namespace => moduleOf(Object.assign(() => null, { [FAILED_IMPORT]: true }));

/** The first prop that cannot travel to the browser as JSON, or null. */
function unsendableProp(props: Record<string, unknown>): string | null {
  const sendable = (value: unknown): boolean => {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
    if (Array.isArray(value)) return value.every(sendable);
    if (typeof value === 'object' && !isValidElement(value) && Object.getPrototypeOf(value) === Object.prototype)
      return Object.values(value as object).every(sendable);
    return false;
  };
  for (const [name, value] of Object.entries(props)) if (name !== 'children' && value !== undefined && !sendable(value)) return name;
  return null;
}

/**
 * A client component as the server renders it: inside `<docsgen-island>` with its script, export name and props,
 * its children in a `<docsgen-slot>` the browser keeps as they are.
 */
function islandOf(
  component: ComponentType<Record<string, unknown>>,
  name: string,
  src: string,
  exportName: string,
  theme: ThemeModule,
): ComponentType<Record<string, unknown>> {
  const Island = (props: Record<string, unknown>): ReactNode => {
    const bad = unsendableProp(props);
    if (bad) throw new MdxProblem({ variant: 'island-props', name, prop: bad }, undefined);
    // Its components know the browser renders them again (`<BrowserOnly>`'s content shows there).
    const context = useContext(theme.MdxContext);
    const { children, ...rest } = props;
    const slot = children === undefined ? undefined : createElement('docsgen-slot', { style: { display: 'contents' } }, children as ReactNode);
    return createElement(
      'docsgen-island',
      { 'data-src': src, 'data-export': exportName, 'data-props': JSON.stringify(rest), style: { display: 'contents' } },
      createElement(
        theme.MdxContext.Provider,
        { value: { ...context, island: true } },
        createElement(component, slot === undefined ? rest : { ...rest, children: slot }),
      ),
    );
  };
  Island.displayName = name;
  return Island;
}

/**
 * react-dom and react-dom/client from the generator's own React, loaded when a component first asks: the client
 * build is 600 KB that every build used to parse and run at startup (40-80 ms) though pages rarely import it.
 * Node's require shares its module cache with `import`, so this is the same copy the theme would get.
 */
const nodeRequire = createRequire(import.meta.url);
const LOADED_ON_REQUEST = new Set(['react-dom', 'react-dom/client']);

/**
 * Node's modules that compute without reading files, starting processes or reaching the network, which the Node
 * builds of browser packages import (unified's vfile, under react-markdown, takes `node:path`, `node:process` and
 * `node:url`): given as Node has them, with or without `node:`. The others (`fs`, `child_process`, `http`…) are
 * not provided.
 */
const COMPUTING_NODE_MODULES = new Set(['assert', 'buffer', 'events', 'path', 'process', 'punycode', 'querystring', 'string_decoder', 'url', 'util']);
const isComputingNodeModule = (name: string) => COMPUTING_NODE_MODULES.has(name.replace(/^node:/, '').split('/')[0]!);

/**
 * A Markdown file a component imports, as the component it is in Docusaurus: rendered where it is used, as a
 * partial of the page being rendered (the page's MDX context says how), with the props it is given.
 */
function partialOf(sitePath: string, theme: ThemeModule): ComponentType<Record<string, unknown>> {
  const Partial = (props: Record<string, unknown>): ReactNode => {
    const { renderPartial } = useContext(theme.MdxContext);
    if (!renderPartial) throw new Error(`${sitePath} is Markdown, which only renders inside a docs page.`);
    return renderPartial(sitePath, props);
  };
  Partial.displayName = path.posix.basename(sitePath);
  return Partial;
}

/**
 * React as the site's components get it: the generator's own, whose effect hooks first tell the page's MDX context
 * (`noteEffect`) that a component running only at build time asked for an effect, which never runs there; in an
 * island (`'use client'`) they tell nothing, since the browser runs them. The page then finds whether that component
 * drew nothing without it (`effect-only.ts`).
 */
function siteReact(theme: ThemeModule): Namespace {
  const watched =
    <Hook extends (...args: never[]) => unknown>(hook: Hook) =>
    (...args: Parameters<Hook>): ReturnType<Hook> => {
      const context = useContext(theme.MdxContext);
      if (!context.island) context.noteEffect?.();
      return hook(...args) as ReturnType<Hook>;
    };
  const own = {
    ...React,
    useEffect: watched(React.useEffect),
    useLayoutEffect: watched(React.useLayoutEffect),
  };
  // `import React from 'react'` reads `default`: the same watched hooks there.
  return Object.assign(own, { default: own });
}

async function evaluate(components: SiteComponents, theme: ThemeModule): Promise<Map<string, Namespace>> {
  const provided: Record<string, unknown> = {
    react: siteReact(theme),
    'react-dom/server': ReactDomServer,
    'react/jsx-runtime': JsxRuntime,
  };
  const themeModules: Record<string, Namespace> = {};
  const modules = new Map<string, Namespace>();
  // True while the bundle's modules load, when a package may make objects of a module docsgen does not give.
  let loading = true;
  const whileLoading = () => loading;
  const require = (name: string): unknown => {
    if (name in provided) return provided[name];
    // A client module another module imports: its island-wrapped exports, looked up when used (it loads later).
    if (name.startsWith(CLIENT_MODULE)) {
      const key = name.slice(CLIENT_MODULE.length);
      return moduleWith({}, (exportName) => modules.get(key)?.[exportName]);
    }
    if (name.startsWith(MISSING_MODULE)) {
      const source = name.slice(MISSING_MODULE.length);
      return missingModule(source, `${source} is not provided by docsgen (src/theme/MDXComponents imports it)`, whileLoading);
    }
    if (name.startsWith(PARTIAL_MODULE)) return { __esModule: true, default: partialOf(name.slice(PARTIAL_MODULE.length), theme) };
    if (LOADED_ON_REQUEST.has(name) || isComputingNodeModule(name)) return nodeRequire(name);
    const themeName = themeModuleName(name);
    const themeModule = theme.themeImports[themeName];
    if (themeModule) return (themeModules[themeName] ??= withMissingExports(themeName, themeModule));
    return missingModule(name, undefined, whileLoading);
  };
  const module = { exports: {} as { modules?: Record<string, Namespace> } };
  // The bundle hands its modules to this callback: a package's UMD wrapper in it (json-schema-faker's vendor file)
  // may assign the bundle's own `module.exports` as it loads.
  let registered: Record<string, Namespace> | null = null;
  const register = (found: Record<string, Namespace>) => void (registered = found);
  try {
    const params = ['require', 'module', 'exports', REGISTER_MODULES];
    // Made by the bundle host, so that a dynamic `import()` in the site's code works in dist/'s cached bundles too.
    const esm = components.serverFormat === 'esm';
    const ran = makeFunction(params, components.serverCode, esm)(require, module, module.exports, register);
    if (esm) await ran;
    loading = false;
  } catch (error) {
    // A module that throws as it loads: every page that uses a component says so, at its import; one that uses a
    // component the site's MDXComponents registers says so too (`siteLoadFailure`).
    // The reason names the file that threw, when the stack tells: a page's component may not import it at all.
    const reason = loadFailureReason(error, components.serverCode, reasonOf(error));
    const failed = new Map(components.keys.map((key) => [key, missingModule(key, `${key} failed as it loaded: ${reason}`)]));
    loadFailures.set(failed, reason);
    return failed;
  }
  for (const key of components.failed) modules.set(key, failedModule());
  for (const [key, ns] of Object.entries(registered ?? module.exports.modules ?? {})) {
    const src = components.islands[key];
    if (!src) {
      modules.set(key, ns);
      continue;
    }
    const wrapped: Record<string, unknown> = {};
    for (const [exportName, value] of Object.entries(ns)) {
      const name = exportName === 'default' ? key.split('/').pop()! : exportName;
      wrapped[exportName] = typeof value === 'function' ? islandOf(value as ComponentType<Record<string, unknown>>, name, src, exportName, theme) : value;
    }
    modules.set(key, wrapped);
  }
  return modules;
}

const globalsOf = new WeakMap<object, ReadonlyMap<string, unknown>>();

/** The entries of an MDXComponents object that name components (a capital letter first), not HTML elements. */
function componentEntries(components: unknown): [string, unknown][] {
  if (!components || typeof components !== 'object') return [];
  return Object.entries(components).filter(([name, value]) => /^[A-Z]/.test(name) && value != null);
}

/**
 * The components every MDX page has without importing them: the theme's `@theme/MDXComponents` (`Head`,
 * `Details`), then those the site's swizzled `src/theme/MDXComponents` registers (its default export, usually
 * `{ ...MDXComponents, Highlight }`). Its lowercase entries, which restyle HTML elements in Docusaurus, are not
 * used: docsgen draws elements with its own theme.
 */
export function mdxGlobals(theme: ThemeModule, modules: ReadonlyMap<string, Namespace>): ReadonlyMap<string, unknown> {
  let globals = globalsOf.get(modules);
  if (!globals) {
    const own = theme.themeImports['@theme/MDXComponents']?.default;
    const site = modules.get(MDX_COMPONENTS_KEY)?.default;
    globals = new Map([...componentEntries(own), ...componentEntries(site)]);
    globalsOf.set(modules, globals);
  }
  return globals;
}

/** Why the site's components threw as they loaded, when they did: none of them, MDXComponents' included, is there. */
export const siteLoadFailure = (modules: ReadonlyMap<string, Namespace>): string | undefined => loadFailures.get(modules);

/** The site's modules by key (loaded once per bundle and theme in this thread). */
export async function siteModules(components: SiteComponents | null | undefined, theme: ThemeModule): Promise<ReadonlyMap<string, Namespace>> {
  if (!components) return new Map();
  let byCode = loaded.get(theme);
  if (!byCode) loaded.set(theme, (byCode = new Map()));
  // The same code may come with other island scripts (another base URL), or with other modules that failed to bundle
  // (no code at all, for two sites whose every module failed): all make the key.
  const key = `${JSON.stringify([components.islands, components.failed, components.keys])}\n${components.serverCode}`;
  let modules = byCode.get(key);
  if (!modules) {
    modules = evaluate(components, theme);
    byCode.clear(); // one bundle per build: drop the previous build's (dev)
    byCode.set(key, modules);
  }
  return modules;
}
