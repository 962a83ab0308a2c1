/**
 * Reads Starlight's page front matter as the Docusaurus keys docsgen knows, so a Starlight site's pages build
 * unedited: `template: splash` is a landing page, `hero` (its `image.file`/`light`/`dark`, an `image.html` of text
 * alone as the hero's icon, `actions[].variant` and `icon`) is the landing hero, `sidebar: { label, order, hidden }` is `sidebar_label`/`sidebar_position`/`sidebar_hidden`, `tableOfContents`
 * is `hide_table_of_contents` or the heading levels, `prev`/`next: false` end the pagination and `editUrl` is
 * `custom_edit_url`. What docsgen cannot draw (an action's icon other than `right-arrow` and `external`, an image
 * written as HTML, a sidebar badge, a banner) is named for a warning, never dropped unseen. Pure: changes no input
 * object, and a page that uses none of these keys, or a key of another shape (a Docusaurus `sidebar_label`), comes
 * back as it was.
 */
import { isRecord, trimmedText as textOf } from '../util/is-record.js';
import { ACTION_ICONS } from './landing-schema.js';
import { htmlFragmentText } from '../util/html-text.js';

type Data = Record<string, unknown>;
type KeyPath = (string | number)[];

/** HTML that is text alone, as the text it shows (character references read); null when it holds markup or nothing. */
function htmlText(html: string): string | null {
  const text = htmlFragmentText(html)?.trim();
  return text ? text : null;
}

/**
 * Starlight's hero image: `{ file }`, `{ light, dark }` (the light one is drawn), or `{ html }`: text alone (an emoji,
 * written with or without character references) is the hero's icon, drawn large in the picture's place; markup is
 * not drawn.
 */
function heroImage(image: Data, notDrawn: KeyPath[]): { src: string; alt?: string } | { icon: string } | undefined {
  const src = textOf(image.file) ?? textOf(image.light) ?? textOf(image.dark);
  if (!src) {
    const icon = typeof image.html === 'string' ? htmlText(image.html) : null;
    if (icon) return { icon };
    notDrawn.push(['hero', 'image']);
    return undefined;
  }
  const alt = typeof image.alt === 'string' ? image.alt.trim() : undefined;
  return { src, ...(alt !== undefined ? { alt } : {}) };
}

/**
 * Starlight's hero as the landing hero: `minimal` actions are drawn as secondary ones; an action's `right-arrow` or
 * `external` icon is drawn, its other icons and its `attrs` are not.
 */
function heroOf(hero: Data, notDrawn: KeyPath[]): Data {
  const actions = (Array.isArray(hero.actions) ? hero.actions : []).map((action, i) => {
    if (!isRecord(action)) return action;
    const { icon, attrs, variant, ...rest } = action;
    const drawn = (ACTION_ICONS as readonly unknown[]).includes(icon) ? { icon } : {};
    if (icon !== undefined && !('icon' in drawn)) notDrawn.push(['hero', 'actions', i, 'icon']);
    if (attrs !== undefined) notDrawn.push(['hero', 'actions', i, 'attrs']);
    return { ...rest, ...drawn, ...(variant === undefined ? {} : { variant: variant === 'minimal' ? 'secondary' : variant }) };
  });
  const image = isRecord(hero.image) ? heroImage(hero.image, notDrawn) : hero.image;
  const { actions: _actions, image: _image, ...rest } = hero;
  const picture = isRecord(image) && 'icon' in image ? { icon: image.icon } : image !== undefined ? { image } : {};
  return { ...rest, ...picture, ...(Array.isArray(hero.actions) ? { actions } : {}) };
}

/** The front matter with Starlight's keys read as docsgen's, and the key paths it cannot draw. */
export function fromStarlight<T>(data: T): { data: T | Data; notDrawn: KeyPath[]; invalid?: { at: KeyPath; reason: string } } {
  if (!isRecord(data)) return { data, notDrawn: [] };
  const notDrawn: KeyPath[] = [];
  let invalid: { at: KeyPath; reason: string } | undefined;
  const out: Data = { ...data };
  let changed = false;
  if (data.template === 'splash' || data.template === 'doc') {
    delete out.template;
    if (data.template === 'splash' && out.layout === undefined) out.layout = 'landing';
    changed = true;
  }
  const heroPicture = isRecord(data.hero) && isRecord(data.hero.image) ? data.hero.image : {};
  if (isRecord(data.hero) && (data.template !== undefined || 'file' in heroPicture || 'html' in heroPicture || hasStarlightActions(data.hero))) {
    out.hero = heroOf(data.hero, notDrawn);
    changed = true;
  }
  if (isRecord(data.sidebar)) {
    const { label, order, badge, hidden, attrs } = data.sidebar;
    delete out.sidebar;
    if (typeof label === 'string' && out.sidebar_label === undefined) out.sidebar_label = label;
    if (typeof order === 'number' && out.sidebar_position === undefined) out.sidebar_position = order;
    if (hidden === true && out.sidebar_hidden === undefined) out.sidebar_hidden = true;
    if (badge !== undefined) notDrawn.push(['sidebar', 'badge']);
    if (attrs !== undefined) notDrawn.push(['sidebar', 'attrs']);
    changed = true;
  }
  if ('tableOfContents' in data) {
    const toc = data.tableOfContents;
    delete out.tableOfContents;
    if (toc === false) out.hide_table_of_contents = true;
    else if (isRecord(toc)) {
      // A level that is no heading level is named as written, not as the docsgen key it would have become.
      for (const [key, docsgenKey] of [
        ['minHeadingLevel', 'toc_min_heading_level'],
        ['maxHeadingLevel', 'toc_max_heading_level'],
      ] as const) {
        const level = toc[key];
        if (level === undefined) continue;
        if (typeof level === 'number' && Number.isInteger(level) && level >= 1 && level <= 6) out[docsgenKey] = level;
        else invalid ??= { at: ['tableOfContents', key], reason: 'expected a heading level from 1 to 6' };
      }
    }
    changed = true;
  }
  for (const [key, docusaurusKey] of [
    ['prev', 'pagination_prev'],
    ['next', 'pagination_next'],
  ] as const) {
    if (data[key] === false) {
      delete out[key];
      out[docusaurusKey] = null;
      changed = true;
    }
  }
  if (data.editUrl === false || typeof data.editUrl === 'string') {
    delete out.editUrl;
    out.custom_edit_url = data.editUrl === false ? null : data.editUrl;
    changed = true;
  }
  if (isRecord(data.banner)) {
    delete out.banner;
    notDrawn.push(['banner']);
    changed = true;
  }
  const problem = invalid ? { invalid } : {};
  return changed ? { data: out, notDrawn, ...problem } : { data, notDrawn, ...problem };
}

/** Whether a hero's actions use a key only Starlight's have (`icon`, `attrs`, the `minimal` variant). */
function hasStarlightActions(hero: Data): boolean {
  return Array.isArray(hero.actions) && hero.actions.some((a) => isRecord(a) && ('icon' in a || 'attrs' in a || a.variant === 'minimal'));
}
