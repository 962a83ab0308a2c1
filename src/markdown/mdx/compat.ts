/**
 * What Docusaurus accepts in MDX pages for old content (its `mdx1Compat` options, on by default), as a text
 * rewrite before the MDX parse that keeps every line where it was: HTML comments become MDX comments, and a
 * heading's `{#custom-id}` is escaped so MDX reads it as text (the headings plugin then takes it as the id).
 * Fenced code is left alone. Pure.
 */
import { fenceTracker } from './fences.js';

const HEADING_ID = /^( {0,3}#{1,6}[ \t].*?)[ \t]*\{#([\w-]+)\}[ \t]*$/;

export function mdx1Compat(text: string): string {
  const lines = text.split('\n');
  const inCode = fenceTracker();
  let inComment = false;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    if (inCode(line, !inComment)) continue;
    if (inComment || line.includes('<!--')) {
      let out = '';
      let rest = line;
      while (rest) {
        if (inComment) {
          const end = rest.indexOf('-->');
          out += (end < 0 ? rest : rest.slice(0, end)).replaceAll('*/', '* /');
          if (end < 0) break;
          out += '*/}';
          rest = rest.slice(end + 3);
          inComment = false;
        } else {
          const start = rest.indexOf('<!--');
          if (start < 0) {
            out += rest;
            break;
          }
          out += `${rest.slice(0, start)}{/*`;
          rest = rest.slice(start + 4);
          inComment = true;
        }
      }
      line = out;
    }
    const heading = HEADING_ID.exec(line);
    if (heading) line = `${heading[1]} \\{#${heading[2]}\\}`;
    lines[i] = line;
  }
  return lines.join('\n');
}
