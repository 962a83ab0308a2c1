/**
 * Which style sheet a page with math links: KaTeX's, among the files the page has copied. Kept apart from
 * math.ts so that naming the sheet does not load KaTeX. Pure.
 */
import { toSitePath, type SitePath } from '../../core/urls.js';
import type { AssetCopy } from './context.js';

/** The style sheets a page's copied files call for (KaTeX's, when the page has math), as site paths. */
export function mathStylesheets(assets: readonly AssetCopy[]): SitePath[] {
  const sheet = assets.find((a) => /^assets\/katex-[0-9a-f]+\/katex\.min\.css$/.test(a.output));
  return sheet ? [toSitePath(sheet.output)] : [];
}
