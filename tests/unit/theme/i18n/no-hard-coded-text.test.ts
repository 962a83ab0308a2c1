/**
 * Keeps the theme's words in the catalogue: scans theme/ source for user-visible English left in the code —
 * JSX text, text in the attributes a reader or a screen reader gets (aria-label, title, placeholder, alt),
 * string literals rendered as children, and text set through `textContent`. Key names on key caps are allowed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Words that are not language: key caps and the like, by file. */
const ALLOWED: Record<string, string[]> = {
  'theme/search/SearchButton.tsx': ['Ctrl', 'K'],
  'theme/search/SearchModal.tsx': ['Esc'],
};

/** The dev server's problem overlay: never part of a built site, and it shows the (English) diagnostics. */
const NOT_SCANNED = ['theme/i18n/**', 'theme/client/dev-client.ts'];

const VISIBLE_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription', 'aria-valuetext']);
const WORDS = /[A-Za-z]{2,}|^[A-Za-z]$/;

/** The user-visible literal texts of a source file, with their lines. */
export function visibleTexts(file: string, source: string): { text: string; line: number }[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { text: string; line: number }[] = [];
  const add = (node: ts.Node, text: string) => {
    const trimmed = text.trim();
    if (WORDS.test(trimmed)) found.push({ text: trimmed, line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
  };
  /** String literals a JSX expression renders or passes (through conditionals and template literals). */
  const literalsOf = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text);
    else if (ts.isTemplateExpression(node)) [node.head, ...node.templateSpans.map((s) => s.literal)].forEach((part) => add(node, part.text));
    else if (ts.isConditionalExpression(node)) [node.whenTrue, node.whenFalse].forEach(literalsOf);
    else if (
      ts.isBinaryExpression(node) &&
      (node.operatorToken.kind === ts.SyntaxKind.BarBarToken ||
        node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
        node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken ||
        node.operatorToken.kind === ts.SyntaxKind.PlusToken)
    )
      [node.left, node.right].forEach(literalsOf);
    else if (ts.isParenthesizedExpression(node)) literalsOf(node.expression);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) literalsOf(node.expression);
    else if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText(sf)) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) add(node, node.initializer.text);
      else if (ts.isJsxExpression(node.initializer) && node.initializer.expression) literalsOf(node.initializer.expression);
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      /\.(textContent|innerText|title|placeholder)$/.test(node.left.getText(sf))
    )
      literalsOf(node.right);
    else if (
      ts.isCallExpression(node) &&
      /\.setAttribute$/.test(node.expression.getText(sf)) &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0]) &&
      VISIBLE_ATTRIBUTES.has(node.arguments[0].text) &&
      node.arguments[1]
    )
      literalsOf(node.arguments[1]);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('theme interface strings', () => {
  it('finds the kinds of hard-coded text it guards against', () => {
    const sample = `
      const a = <p title="Copy code" aria-label={open ? 'Close' : \`Open \${name}\`}>On this page {' '}<b>{x ? 'Yes' : null}</b></p>;
      button.textContent = 'Copied';
      el.setAttribute('aria-label', 'Menu');
      const fine = <p className="toc-heading" id="toc">{t('toc')}<kbd>↵</kbd>{' '}</p>;`;
    expect(visibleTexts('sample.tsx', sample).map((f) => f.text)).toEqual(['Copy code', 'Close', 'Open', 'On this page', 'Yes', 'Copied', 'Menu']);
  });

  it('has no user-visible English left in theme/ (it comes from core/i18n/catalogue.ts)', async () => {
    const files = await fg(['theme/**/*.{ts,tsx}'], { cwd: root, ignore: NOT_SCANNED });
    expect(files.length).toBeGreaterThan(40);
    const leftovers: string[] = [];
    for (const file of files.sort()) {
      const allowed = ALLOWED[file] ?? [];
      for (const { text, line } of visibleTexts(file, readFileSync(path.join(root, file), 'utf8'))) {
        if (!allowed.includes(text)) leftovers.push(`${file}:${line} ${JSON.stringify(text)}`);
      }
    }
    expect(leftovers).toEqual([]);
  });
});
