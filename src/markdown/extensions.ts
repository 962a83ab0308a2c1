/**
 * The optional parts of the Markdown pipeline, loaded only when some page needs them: math (remark-math,
 * rehype-katex, KaTeX), MDX (remark-mdx and the MDX compiler) and, on a VitePress site, emoji shortcodes
 * (remark-gemoji and its table). The render stage loads them before rendering
 * (`loadMarkdownExtensions`), in each thread; `compile.ts` reads what is loaded. KaTeX is an optional peer
 * dependency: when it is not installed, math is MATH_MISSING and pages that hold math get a located
 * error with the install line (`math-missing.ts`). A page with math on a site whose math is not loaded renders its
 * `$` as text, so callers of the library's `renderMarkdown` who want math or MDX load them first.
 */
import { isMissingPackage, OPTIONAL_FEATURES } from '../util/optional-packages.js';

type MathStages = typeof import('./math.js');
type MdxStages = typeof import('./mdx/stages.js');
type EmojiStage = typeof import('remark-gemoji');

/** Math was asked for, and its packages are not installed. */
export const MATH_MISSING = 'missing';

let math: MathStages | typeof MATH_MISSING | null = null;
let mdx: MdxStages | null = null;
let emoji: EmojiStage | null = null;

/** The math stages, or MATH_MISSING when remark-math or rehype-katex is not installed. */
async function importMath(): Promise<MathStages | typeof MATH_MISSING> {
  try {
    return await import('./math.js');
  } catch (error) {
    if (isMissingPackage(error, OPTIONAL_FEATURES.math)) return MATH_MISSING;
    throw error;
  }
}

/** Loads what is asked for (both by default); safe to call again. */
export async function loadMarkdownExtensions(need: { math?: boolean; mdx?: boolean; emoji?: boolean } = { math: true, mdx: true, emoji: true }): Promise<void> {
  const [mathModule, mdxModule, emojiModule] = await Promise.all([
    need.math && !math ? importMath() : null,
    need.mdx && !mdx ? import('./mdx/stages.js') : null,
    need.emoji && !emoji ? import('remark-gemoji') : null,
  ]);
  math ??= mathModule;
  mdx ??= mdxModule;
  emoji ??= emojiModule;
}

/** A `:shortcode:` outside code (`:tada:`), which VitePress draws as its emoji. */
export function mayHoldEmoji(text: string): boolean {
  return /:[\w+-]+:/.test(text) && /:[\w+-]+:/.test(withoutCode(text));
}

/** The emoji stage (remark-gemoji) once loaded, else null. */
export function loadedEmoji(): EmojiStage | null {
  return emoji;
}

/** The text without its fenced blocks and inline code. */
const withoutCode = (text: string) => text.replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm, '').replace(/(`+)[^`]*?\1/g, '');

/** Whether a `$` appears outside code (fenced blocks and inline code), where it could start math. */
export function mayHoldMath(text: string): boolean {
  if (!text.includes('$')) return false;
  return withoutCode(text).includes('$');
}

/** What pages need, from their texts and formats: math where a `$` appears outside code (or MDX, whose partials may hold it). */
export function extensionsFor(pages: Iterable<{ text: string; mdx: boolean }>, emojiSyntax = false): { math: boolean; mdx: boolean; emoji: boolean } {
  const need = { math: false, mdx: false, emoji: false };
  for (const page of pages) {
    need.mdx ||= page.mdx;
    need.math ||= page.mdx || mayHoldMath(page.text);
    need.emoji ||= emojiSyntax && !page.mdx && mayHoldEmoji(page.text);
    if (need.math && need.mdx && (need.emoji || !emojiSyntax)) break;
  }
  return need;
}

/** The math stages once loaded; MATH_MISSING when they were asked for and are not installed; null before. */
export function loadedMath(): MathStages | typeof MATH_MISSING | null {
  return math;
}

/** The MDX stages; a page read as MDX before they were loaded is a mistake of the caller, not of the page. */
export function requireMdx(): MdxStages {
  if (!mdx) throw new Error('MDX pages need loadMarkdownExtensions() first');
  return mdx;
}
