/**
 * A package that awaits at its top level (yoga-layout awaits its WebAssembly: `wrapAssembly(await loadYoga())`)
 * bundles and runs in the server render, as webpack runs it for Docusaurus: its components render, with React, the
 * theme's modules and the site's other modules as in any build. facebook/yoga's docs showed it: 17 pages and its
 * landing page lost their `<Playground>`.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { articleOf as article } from '../support/page-parts.js';

const FILES: Record<string, string> = {
  'docs/index.mdx': "import Box from '@site/src/Box';\nimport Plain from '@site/src/Plain';\n\n# Home\n\nA box:\n\n<Box width={21} />\n\n<Plain />\n",
  'src/Box.jsx': [
    "import { useState } from 'react';",
    "import Link from '@docusaurus/Link';",
    "import engine, { unit } from 'layout-engine';",
    "import helper from 'cjs-helper';",
    'export default function Box({ width }) {',
    '  const [w] = useState(engine.layout(width));',
    '  return <div className="box">{w}{unit} {helper()} <Link to="/">home</Link></div>;',
    '}',
    '',
  ].join('\n'),
  'src/Plain.jsx': 'export default function Plain() { return <p className="plain">plain</p>; }\n',
  'node_modules/layout-engine/package.json': '{ "name": "layout-engine", "type": "module", "main": "index.js" }\n',
  'node_modules/layout-engine/index.js': [
    'const load = () => Promise.resolve({ layout: (n) => n * 2 });',
    'const engine = await load();',
    "export const unit = typeof import.meta === 'object' ? 'px' : '?';",
    'export default engine;',
    '',
  ].join('\n'),
  'node_modules/cjs-helper/package.json': '{ "name": "cjs-helper", "main": "index.js" }\n',
  'node_modules/cjs-helper/index.js':
    "const React = require('react');\nmodule.exports = () => (typeof React.createElement === 'function' ? 'with React' : 'no React');\n",
};

describe('a package that awaits at its top level', () => {
  it('bundles, loads before pages render, and its components render with the rest', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-top-level-await-'));
    for (const [file, text] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    writeFileSync(path.join(root, 'site.config.ts'), "export default { title: 'Awaits', url: 'https://awaits.example', markdown: { format: 'mdx' } };\n");
    const result = await build({ root, inMemory: true, workers: 0 });
    expect(result.diagnostics.map((d) => `${d.code} ${d.file}:${d.line ?? '-'} ${d.message}`)).toEqual([]);
    const body = article(result.files!.text('index.html')).replaceAll('<!-- -->', '');
    expect(body).toMatch(/<div class="box">42px with React <a [^>]*href="\/"[^>]*>home<\/a><\/div>/);
    expect(body).toContain('<p class="plain">plain</p>');
  });
});
