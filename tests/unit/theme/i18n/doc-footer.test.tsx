/** The doc footer's sentence built from interface strings: the same English HTML as before, and French words and dates. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en } from '../../../../core/i18n/catalogue.js';
import { asHref } from '../../../../core/urls.js';
import { fr } from '../../../../core/i18n/locales/fr.js';
import { DocFooter } from '../../../../theme/components/DocFooter.js';
import { TextProvider } from '../../../../theme/i18n/text.js';
import type { InterfaceText } from '../../../../core/i18n/catalogue.js';

const render = (text: InterfaceText, locale: string, props: Parameters<typeof DocFooter>[0]) =>
  renderToString(
    <TextProvider text={text} locale={locale}>
      <DocFooter {...props} />
    </TextProvider>,
  );

describe('DocFooter', () => {
  it('writes English exactly as the theme did before its strings moved to the catalogue', () => {
    expect(render(en, 'en', { lastUpdate: { date: '2024-03-05T10:00:00Z' } })).toBe(
      '<div class="doc-footer"><p class="doc-last-update">Last updated<!-- --> on <time dateTime="2024-03-05T10:00:00.000Z">Mar 5, 2024</time></p></div>',
    );
    expect(render(en, 'en', { lastUpdate: { author: 'Ada' } })).toBe(
      '<div class="doc-footer"><p class="doc-last-update">Last updated<!-- --> by Ada</p></div>',
    );
    const both = render(en, 'en', { editUrl: asHref('https://e.x/a.md'), lastUpdate: { date: '2024-03-05T10:00:00Z', author: 'Ada' } });
    expect(both).toMatch(/rel="noopener noreferrer">Edit this page<svg[^]*<span class="visually-hidden"> \(opens in a new tab\)<\/span><\/a>/);
    expect(both).toContain('Last updated<!-- --> on <time dateTime="2024-03-05T10:00:00.000Z">Mar 5, 2024</time> by Ada</p>');
  });

  it('writes the site language, with dates in its format', () => {
    const html = render(fr, 'fr', { editUrl: asHref('https://e.x/a.md'), lastUpdate: { date: '2024-03-05T10:00:00Z', author: 'Ada' } });
    expect(html).toContain('Modifier cette page<svg');
    expect(html).toContain('<span class="visually-hidden"> (s’ouvre dans un nouvel onglet)</span>');
    expect(html).toContain('Dernière modification<!-- --> le <time dateTime="2024-03-05T10:00:00.000Z">5 mars 2024</time> par Ada</p>');
  });
});
