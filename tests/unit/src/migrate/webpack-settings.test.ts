/**
 * Reading what a Docusaurus plugin's `configureWebpack` gives webpack, as `docsgen init` does: DefinePlugin's nested
 * definitions flattened as webpack reads them, rule tests that name extensions, a returned part and a config changed
 * in place read alike, alias targets written as docsgen's `bundle` takes them, and the child's reply trusted only in
 * the shape expected.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleTarget } from '../../../../src/migrate/map-webpack.js';
import { extensionsOfTest, flattenDefinitions, readWebpackConfig, webpackReadingsFrom, type WebpackReading } from '../../../../src/migrate/webpack-settings.js';

const emptyReading = (): WebpackReading => ({ index: 0, name: 'p', alias: {}, fallback: {}, define: {}, extensions: [], text: [], left: [], otherMethods: [] });

describe('reading configureWebpack', () => {
  it('flattens DefinePlugin definitions as webpack reads nested objects', () => {
    expect(flattenDefinitions({ __DEV__: 'false', process: { env: {} }, flags: { beta: true, level: 2 }, 'x.y': '"z"' })).toEqual({
      __DEV__: 'false',
      'process.env': '{}',
      'flags.beta': 'true',
      'flags.level': '2',
      'x.y': '"z"',
    });
  });

  it('reads the extensions a rule test names, and nothing from a test it cannot list', () => {
    expect(extensionsOfTest(/\.txt$/)).toEqual(['.txt']);
    expect(extensionsOfTest(/\.(ya?ml|csv)$/)).toEqual(['.yml', '.yaml', '.csv']);
    expect(extensionsOfTest(/\/data\/.*\.txt$/)).toBeNull();
    expect(extensionsOfTest('.txt')).toBeNull();
  });

  it('takes extensions before `...` only when the part is prepended, and names the others', () => {
    const prepended = emptyReading();
    readWebpackConfig({ mergeStrategy: { 'resolve.extensions': 'prepend' }, resolve: { extensions: ['.web.js', '...', '.later.js'] } }, prepended, 'returned');
    expect(prepended.extensions).toEqual(['.web.js']);
    expect(prepended.left).toEqual(['the extension .later.js tried after the others']);
    const appended = emptyReading();
    readWebpackConfig({ resolve: { extensions: ['.web.js'] } }, appended, 'returned');
    expect(appended.extensions).toEqual([]);
    const inPlace = emptyReading();
    readWebpackConfig({ resolve: { extensions: ['.native.js', '.js', '.json'] } }, inPlace, 'in-place');
    expect(inPlace.extensions).toEqual(['.native.js']);
  });

  it('keeps text rules and loaders docsgen does itself, and names every other rule, plugin and externals', () => {
    const reading = emptyReading();
    readWebpackConfig(
      {
        module: {
          rules: [
            { test: /\.txt$/, type: 'asset/source' },
            { test: /\.md$/, use: 'raw-loader' },
            { test: /\.tsx?$/, use: ['babel-loader'] },
            { test: /\.wasm$/, loader: 'wasm-loader' },
          ],
        },
        plugins: [{ definitions: { A: '1' } }, new (class ProvidePlugin {})()],
        externals: { canvas: 'canvas' },
      },
      reading,
      'returned',
    );
    expect(reading.text).toEqual(['.txt', '.md']);
    expect(reading.define).toEqual({ A: '1' });
    expect(reading.left).toEqual(['the webpack plugin ProvidePlugin', 'the rule for .wasm (wasm-loader)', 'externals']);
  });

  it("names the webpack loaders a plugin gives by `resolveLoader.alias`, which docsgen does not run (crawlee's roa-loader)", () => {
    const reading = emptyReading();
    readWebpackConfig({ resolveLoader: { alias: { 'roa-loader': '/site/roa-loader/index.js' }, modules: ['loaders'] } }, reading, 'returned');
    expect(reading.left).toEqual([
      'the webpack loader `roa-loader` (`resolveLoader.alias`), which docsgen does not run: an import through it (`!!raw-loader!roa-loader!./a.ts`) fails',
      'resolveLoader.modules',
    ]);
  });

  it('writes alias targets as packages or paths inside the site, and none outside it', () => {
    const site = path.resolve('/work/site');
    expect(bundleTarget('react-native-web', site)).toBe('react-native-web');
    expect(bundleTarget(path.join(site, 'node_modules/buffer/index.js'), site)).toBe('buffer/index.js');
    expect(bundleTarget(path.join(site, 'node_modules/.pnpm/a@1/node_modules/a/lib/x.js'), site)).toBe('a/lib/x.js');
    expect(bundleTarget(path.join(site, 'src/shims/canvas.js'), site)).toBe('./src/shims/canvas.js');
    expect(bundleTarget(path.resolve(site, '../packages/ui/src'), site)).toBeNull();
    expect(bundleTarget(false, site)).toBe(false);
  });

  it("trusts the child's reply only in the shape expected", () => {
    expect(webpackReadingsFrom('nope')).toEqual([]);
    expect(
      webpackReadingsFrom([
        {
          index: 1,
          name: 'p',
          alias: { a: 'b', c: 3, d: false },
          define: { X: 'true', Y: {} },
          extensions: ['.web.js', 7],
          text: [],
          left: [],
          otherMethods: ['loadContent'],
        },
        { index: 'x', name: 'q' },
        null,
      ]),
    ).toEqual([
      {
        index: 1,
        name: 'p',
        alias: { a: 'b', d: false },
        fallback: {},
        define: { X: 'true' },
        extensions: ['.web.js'],
        text: [],
        left: [],
        otherMethods: ['loadContent'],
      },
    ]);
  });
});

describe("the site's Babel config", () => {
  it("names what it adds to Docusaurus' preset, and nothing when it adds nothing", async () => {
    const { addedBabelEntries } = await import('../../../../src/migrate/babel-config.js');
    expect(addedBabelEntries({ presets: ['/site/node_modules/@docusaurus/core/lib/babel/preset.js'] })).toEqual([]);
    expect(
      addedBabelEntries({
        presets: ['/site/node_modules/@docusaurus/core/lib/babel/preset/index.js'],
        plugins: [['@stylexjs/babel-plugin', { dev: false }], 'react-native-worklets/plugin'],
      }),
    ).toEqual(['@stylexjs/babel-plugin', 'react-native-worklets/plugin']);
  });
});
