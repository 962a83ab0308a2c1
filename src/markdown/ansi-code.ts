/**
 * A terminal's output in an ```` ```ansi ```` block (vitest's docs show test runs so): its ANSI escape sequences read
 * by anser into spans styled with the theme's terminal colours (`--ansi-green`), the sequences themselves left
 * out of the text, as VitePress' Shiki draws them. Only the sixteen named colours and the text decorations are
 * drawn; a 256-colour or true-colour sequence leaves its text in the block's own colour. Pure: text in, hast out.
 */
import type { ElementContent } from 'hast';
import Anser from 'anser';

const COLOUR = /^ansi-(?:bright-)?(black|red|green|yellow|blue|magenta|cyan|white)$/;
/** The decorations drawn, as the style each gives. */
const DECORATIONS: Readonly<Record<string, string>> = {
  bold: 'font-weight:700',
  dim: 'opacity:0.7',
  italic: 'font-style:italic',
  underline: 'text-decoration:underline',
  strikethrough: 'text-decoration:line-through',
};

/** The style of an anser colour, from the theme's terminal colours (bright ones as the plain ones); null for one not drawn. */
function colourStyle(colour: string | null, layer: 'fg' | 'bg'): string | null {
  const name = colour ? COLOUR.exec(colour)?.[1] : undefined;
  if (!name) return null;
  return layer === 'fg' ? `color:var(--ansi-${name})` : `background:color-mix(in srgb,var(--ansi-${name}) 30%,transparent)`;
}

/** The block's text without its escape sequences, and its hast: a span per run that has a colour or a decoration. */
export function ansiCode(raw: string): { text: string; children: ElementContent[] } {
  const children: ElementContent[] = [];
  let text = '';
  for (const entry of Anser.ansiToJson(raw, { use_classes: true, remove_empty: true })) {
    text += entry.content;
    const styles = [colourStyle(entry.fg, 'fg'), colourStyle(entry.bg, 'bg'), ...entry.decorations.map((d) => DECORATIONS[d] ?? null)].filter(
      (style): style is string => style !== null,
    );
    const value: ElementContent = { type: 'text', value: entry.content };
    children.push(styles.length ? { type: 'element', tagName: 'span', properties: { style: styles.join(';') }, children: [value] } : value);
  }
  return { text, children };
}
