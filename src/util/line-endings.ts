/**
 * Line endings made one: a text written on Windows (`\r\n`) or old Mac OS (`\r`) read as if written with `\n`, as
 * CommonMark reads all three, so that every step after (front matter, directives, code lines, highlighting) sees one
 * kind. Pure; returns the same string when there is no `\r`.
 */
export const withUnixLineEndings = (text: string): string => (text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text);
