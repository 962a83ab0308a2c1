/**
 * Plural forms of interface strings: `One result|{count} results`, forms listed in CLDR order (zero, one, two,
 * few, many, other; only those the locale has), as Docusaurus' `code.json` writes them, chosen with
 * `Intl.PluralRules`. Only code that shows a count imports this. No Node, no DOM.
 */

const CATEGORY_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The form of `message` for `count` in `locale`; the message as it is when it has one form. */
export function pluralForm(message: string, count: number, locale: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return message;
  let index: number;
  try {
    const rules = new Intl.PluralRules(locale);
    const categories = rules.resolvedOptions().pluralCategories as string[];
    index = CATEGORY_ORDER.filter((c) => categories.includes(c)).indexOf(rules.select(count));
  } catch {
    index = count === 1 ? 0 : 1;
  }
  // Fewer forms than the locale has categories: the last form stands for the rest.
  return forms[Math.min(Math.max(index, 0), forms.length - 1)]!;
}
