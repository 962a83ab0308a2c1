// Prettier formats TypeScript, JavaScript and JSON config only (.prettierignore says what it leaves alone).
// The options spell out the style the code was written in. printWidth 160: the code's lines already ran to about
// that (a narrower width rewraps thousands more lines for no gain in what the code says).
/** @type {import('prettier').Config} */
export default {
  printWidth: 160,
  singleQuote: true,
  semi: true,
  trailingComma: 'all',
  bracketSpacing: true,
  arrowParens: 'always',
  quoteProps: 'as-needed',
};
