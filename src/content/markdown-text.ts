/**
 * Escapes text for the Markdown bodies docsgen writes itself (tag pages here in content/, a category's generated
 * index page in sidebar/), so a title or description is shown as written rather than read as Markdown syntax.
 * Pure; must not import anything above content/ (sidebar/ uses it).
 */

/** Escapes the characters that would make text Markdown syntax. */
export function markdownText(text: string): string {
  return text.replace(/[\\`*_{}[\]()<>#+!|~:]/g, '\\$&');
}
