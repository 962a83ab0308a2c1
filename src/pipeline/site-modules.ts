/**
 * Loads the site's component bundle (from `site-components.ts`) in a render thread: runs its CommonJS code once
 * with `require` answering React and the theme's modules from the generator's own copies, and wraps every
 * export of a `'use client'` module so the page marks where it renders (an island the browser hydrates from
 * its props). Returns modules by key, as MDX imports ask for them. Does not bundle or read files.
 */
import { createRequire } from 'node:module';
import * as React from 'react';
import * as ReactDomServer from 'react-dom/server';
import * as JsxRuntime from 'react/jsx-runtime';
import { createElement, isValidElement, type ComponentType, type ReactNode } from 'react';
import { MdxProblem, reasonOf } from '../markdown/mdx/problem.js';
import type { ThemeModule } from '../render/theme-module.js';
import type { SiteComponents } from './site-components.js';

type Namespace = Readonly<Record<string, unknown>>;

const loaded = new WeakMap<ThemeModule, Map<string, Map<string, Namespace>>>();

/** A module whose every export is `value` (and that says it is an ES module, for esbuild's interop). */
function moduleOf(value: unknown): Namespace {
  return new Proxy({}, { has: () => true, get: (_target, key) => (key === '__esModule' ? true : key === 'then' ? undefined : value) }) as Namespace;
}

/**
 * A module docsgen does not provide (`@docusaurus/plugin-x`): loading it works, so the rest of the component's
 * file does too; rendering anything from it is an error naming the module, reported at the page's line.
 */
function missingModule(name: string, reason = `docsgen does not provide ${name}`): Namespace {
  return moduleOf((): never => {
    throw new Error(
      `${reason}: components may import React, the theme's modules (@theme/…, the common @docusaurus/… ones) and packages that run in a browser.`,
    );
  });
}

/** A module that did not bundle (already reported): its components render nothing, so the page still builds. */
const failedModule = (): Namespace => moduleOf(() => null);

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
function islandOf(component: ComponentType<Record<string, unknown>>, name: string, src: string, exportName: string): ComponentType<Record<string, unknown>> {
  const Island = (props: Record<string, unknown>): ReactNode => {
    const bad = unsendableProp(props);
    if (bad) throw new MdxProblem({ variant: 'island-props', name, prop: bad }, undefined);
    const { children, ...rest } = props;
    const slot = children === undefined ? undefined : createElement('docsgen-slot', { style: { display: 'contents' } }, children as ReactNode);
    return createElement(
      'docsgen-island',
      { 'data-src': src, 'data-export': exportName, 'data-props': JSON.stringify(rest), style: { display: 'contents' } },
      createElement(component, slot === undefined ? rest : { ...rest, children: slot }),
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

function evaluate(components: SiteComponents, theme: ThemeModule): Map<string, Namespace> {
  const provided: Record<string, unknown> = {
    react: React,
    'react-dom/server': ReactDomServer,
    'react/jsx-runtime': JsxRuntime,
  };
  const require = (name: string): unknown => {
    if (name in provided) return provided[name];
    if (LOADED_ON_REQUEST.has(name)) return nodeRequire(name);
    const themeModule = theme.themeImports[name.replace(/^@theme-original\//, '@theme/')];
    if (themeModule) return { __esModule: true, ...themeModule };
    return missingModule(name);
  };
  const module = { exports: {} as { modules?: Record<string, Namespace> } };
  try {
    new Function('require', 'module', 'exports', components.serverCode)(require, module, module.exports);
  } catch (error) {
    // A module that throws as it loads: every page that uses a component says so, at its import.
    return new Map(components.keys.map((key) => [key, missingModule(key, `${key} failed as it loaded: ${reasonOf(error)}`)]));
  }
  const modules = new Map<string, Namespace>();
  for (const key of components.failed) modules.set(key, failedModule());
  for (const [key, ns] of Object.entries(module.exports.modules ?? {})) {
    const src = components.islands[key];
    if (!src) {
      modules.set(key, ns);
      continue;
    }
    const wrapped: Record<string, unknown> = {};
    for (const [exportName, value] of Object.entries(ns)) {
      const name = exportName === 'default' ? key.split('/').pop()! : exportName;
      wrapped[exportName] = typeof value === 'function' ? islandOf(value as ComponentType<Record<string, unknown>>, name, src, exportName) : value;
    }
    modules.set(key, wrapped);
  }
  return modules;
}

/** The site's modules by key (loaded once per bundle and theme in this thread). */
export function siteModules(components: SiteComponents | null | undefined, theme: ThemeModule): ReadonlyMap<string, Namespace> {
  if (!components) return new Map();
  let byCode = loaded.get(theme);
  if (!byCode) loaded.set(theme, (byCode = new Map()));
  // The same code may come with other island scripts (another base URL): both make the key.
  const key = `${JSON.stringify(components.islands)}\n${components.serverCode}`;
  let modules = byCode.get(key);
  if (!modules) {
    modules = evaluate(components, theme);
    byCode.clear(); // one bundle per build: drop the previous build's (dev)
    byCode.set(key, modules);
  }
  return modules;
}
