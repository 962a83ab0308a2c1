/**
 * The prebuilt files of KaTeX (its style sheet and the fonts that sheet names) and of Mermaid (its browser ESM
 * build and the chunks it imports), as copies for the output: each package goes under a folder named by a hash
 * of its main file (`assets/katex-1a2b3c4d/katex.min.css`, `assets/mermaid-5e6f7a8b/mermaid.esm.min.mjs`), with
 * the files inside keeping the names their main file refers to, so they are copied as they are. Read from the
 * installed packages once per process, on first use (only builds whose pages use math or diagrams get here), found
 * as docsgen's own imports find them, so KaTeX's style sheet is that of the KaTeX that renders. Both are optional
 * (`util/optional-packages.ts`). Used by `math.ts` and `mermaid.ts`, which add these copies to the page's assets; the
 * pipeline writes them. Reads files; writes nothing; never bundles anything; imports nothing above markdown/.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ASSETS_DIR } from '../../core/urls.js';
import type { AssetCopy } from './context.js';
import { installedPackageDir } from '../util/optional-packages.js';

/** Copies of a package's files, and the output path of the one a page links or loads. */
export interface VendorAssets {
  /** Output path (relative to the output folder) of the style sheet or module the page uses. */
  entry: string;
  /** Every file to copy, the entry included; sources are absolute paths. */
  files: AssetCopy[];
}

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 8);

let katex: VendorAssets | null = null;
let mermaid: VendorAssets | null = null;

/** KaTeX's `katex.min.css` and every font file its `url(…)`s name (called once math has rendered, so KaTeX is there). */
export function katexAssets(): VendorAssets {
  if (katex) return katex;
  const installed = installedPackageDir('katex');
  if (!installed) throw new Error('KaTeX rendered math but its package folder is not found');
  const dist = path.join(installed, 'dist');
  const css = readFileSync(path.join(dist, 'katex.min.css'));
  const dir = `${ASSETS_DIR}/katex-${hashOf(css)}`;
  const fonts = new Set([...css.toString('utf8').matchAll(/url\(\s*['"]?(fonts\/[^'")\s]+)['"]?\s*\)/g)].map((m) => m[1]!));
  katex = {
    entry: `${dir}/katex.min.css`,
    files: [
      { source: path.join(dist, 'katex.min.css'), output: `${dir}/katex.min.css` },
      ...[...fonts].map((font) => ({ source: path.join(dist, font), output: `${dir}/${font}` })),
    ],
  };
  return katex;
}

/** Mermaid's `mermaid.esm.min.mjs` and the chunks folder it imports from (source maps left out); null when Mermaid is not installed. */
export function mermaidAssets(): VendorAssets | null {
  if (mermaid) return mermaid;
  const installed = installedPackageDir('mermaid');
  if (!installed) return null;
  const dist = path.join(installed, 'dist');
  const entry = readFileSync(path.join(dist, 'mermaid.esm.min.mjs'));
  const dir = `${ASSETS_DIR}/mermaid-${hashOf(entry)}`;
  const chunks = path.join(dist, 'chunks', 'mermaid.esm.min');
  const files = readdirSync(chunks).filter((name) => name.endsWith('.mjs'));
  mermaid = {
    entry: `${dir}/mermaid.esm.min.mjs`,
    files: [
      { source: path.join(dist, 'mermaid.esm.min.mjs'), output: `${dir}/mermaid.esm.min.mjs` },
      ...files.map((name) => ({ source: path.join(chunks, name), output: `${dir}/chunks/mermaid.esm.min/${name}` })),
    ],
  };
  return mermaid;
}
