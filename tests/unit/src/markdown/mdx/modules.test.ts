import { describe, expect, it } from 'vitest';
import { importsOf, importTarget, insideSite, unescapeSource } from '../../../../../src/markdown/mdx/modules.js';

describe('importsOf', () => {
  it('finds the imports of ESM blocks with their lines, and none inside code fences or prose', () => {
    const text = [
      "import Tabs from '@theme/Tabs';",
      'import { A,',
      "  B } from '../components/AB';",
      "import '@site/src/styles.css'",
      '',
      'Prose with `x from "left-pad"` and import words.',
      '',
      '```js',
      "import { createStore } from 'redux'",
      '```',
      '',
      "import Later from './_later.mdx';",
    ].join('\n');
    expect(importsOf(text)).toEqual([
      { source: '@theme/Tabs', line: 1 },
      { source: '../components/AB', line: 2 },
      { source: '@site/src/styles.css', line: 4 },
      { source: './_later.mdx', line: 12 },
    ]);
  });
});

describe('importsOf and template literals', () => {
  it('finds no import in a template literal that runs over lines, in an export or in a prop', () => {
    // expressive-code's docs show example code in strings; their import lines are not the page's.
    const text = [
      "import { Code } from '@astrojs/starlight/components';",
      '',
      'export const exampleCode = `',
      "import { someBoilerplateEngine } from '@example/some-boilerplate'",
      '',
      'const engine = someBoilerplateEngine()',
      '`',
      '',
      '<Variants code={`',
      "import { Code } from 'astro-expressive-code/components'",
      '`} />',
      '',
      "import Later from './_later.mdx';",
    ].join('\n');
    expect(importsOf(text)).toEqual([
      { source: '@astrojs/starlight/components', line: 1 },
      { source: './_later.mdx', line: 13 },
    ]);
  });
});

describe('importsOf and require', () => {
  it("finds `require('…')` of site files in expressions and in mdx-code-block fences, not in other code or inline code", () => {
    const text = [
      '<img src={require("@site/static/img/a.webp").default} />',
      "Prose quoting `require('./b.png')` and `require('fs')`.",
      '```js',
      "const c = require('./c.png');",
      '```',
      '```mdx-code-block',
      "<img src={require('./d.png').default} />",
      '```',
      "<Thing data={require('lodash')} />",
      // From the site's folder, as webpack resolves it (questdb/documentation's video); never another host's `//`.
      '<video src={',
      '  require("/static/video/a.mp4").default',
      "} poster={require('//cdn.example/p.png')} />",
      "<Card thumbnail={import('../assets/e.png')} other={import('react')} />",
    ].join('\n');
    expect(importsOf(text)).toEqual([
      { source: '@site/static/img/a.webp', line: 1 },
      { source: './d.png', line: 7 },
      { source: '/static/video/a.mp4', line: 11 },
      { source: '../assets/e.png', line: 13 },
    ]);
  });
});

describe('importTarget', () => {
  it('tells theme modules, partials, site modules and packages apart', () => {
    expect(importTarget('@theme/Tabs', 'docs/a.mdx')).toEqual({ kind: 'theme', source: '@theme/Tabs' });
    expect(importTarget('./_x.mdx', 'docs/guide/a.mdx')).toEqual({ kind: 'partial', sitePath: 'docs/guide/_x.mdx' });
    expect(importTarget('../../components/Hi.jsx', 'docs/guide/a.mdx')).toEqual({ kind: 'site', key: 'components/Hi' });
    expect(importTarget('@site/src/components/Hi', 'docs/a.mdx')).toEqual({ kind: 'site', key: 'src/components/Hi' });
    expect(importTarget('clsx', 'docs/a.mdx')).toEqual({ kind: 'package', key: 'clsx' });
    expect(importTarget('/src/components/Hi', 'docs/a.mdx')).toEqual({ kind: 'site', key: 'src/components/Hi' });
  });

  it("keys a raw import (webpack's raw-loader, Vite's ?raw) by the file it reads, whatever the spelling", () => {
    const key = { kind: 'site', key: 'docs/snippets/a.dart?raw' };
    expect(importTarget('!!raw-loader!./snippets/a.dart', 'docs/x.mdx')).toEqual(key);
    expect(importTarget('raw-loader!@site/docs/snippets/a.dart', 'docs/x.mdx')).toEqual(key);
    expect(importTarget('/docs/snippets/a.dart?raw', 'docs/x.mdx')).toEqual(key);
    expect(importTarget('./_part.md?raw', 'docs/x.mdx')).toEqual({ kind: 'site', key: 'docs/_part.md?raw' });
    // webpack's prefixes that turn the configured loaders off, before a `?raw` path (typescript-eslint's docs).
    expect(importTarget('!!./snippets/a.dart?raw', 'docs/x.mdx')).toEqual(key);
    expect(importTarget('-!./snippets/a.dart?raw', 'docs/x.mdx')).toEqual(key);
    expect(importTarget('!../docs/snippets/a.dart?raw', 'docs/x.mdx')).toEqual(key);
  });

  it('keeps imports inside the site folder or the docs folder', () => {
    expect(insideSite('components/Hi')).toBe(true);
    expect(insideSite('../secrets/x')).toBe(false);
    expect(insideSite('../docs/components/Hi', '../docs')).toBe(true);
    expect(insideSite('../docsx/Hi', '../docs')).toBe(false);
  });
});

describe('unescapeSource', () => {
  it('reads an import path as JavaScript does: an escaped underscore is an underscore', () => {
    expect(importsOf("import X from './\\_turbo-native-modules-components';\n")).toEqual([{ source: './_turbo-native-modules-components', line: 1 }]);
    expect(unescapeSource('./\\u005fa\\x2eb')).toBe('./_a.b');
  });
});
