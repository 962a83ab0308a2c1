/**
 * esbuild's `build` and `transform`, loaded on first call: a build with no theme overrides, no site components, no custom styles
 * and a config compiled by an earlier build never needs it, and loading it (a CommonJS module Node lexes for its
 * exports) and starting its service cost every such build tens of milliseconds. Nothing else lives here.
 */
import type * as Esbuild from 'esbuild';
import { importModule } from './bundle-host.js';

const loadEsbuild = () => importModule('esbuild') as Promise<typeof Esbuild>;

export const esbuild = (async (options: Esbuild.BuildOptions) => (await loadEsbuild()).build(options)) as typeof Esbuild.build;

export const esbuildTransform = (async (input: string, options?: Esbuild.TransformOptions) =>
  (await loadEsbuild()).transform(input, options)) as typeof Esbuild.transform;
