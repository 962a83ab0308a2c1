/**
 * Page stage 3, search: a doc's DocSearch records, made from its compiled content (a landing page's hero and cards
 * first, then the body's sections) under the title its route data gives, and the `search-no-records` warning for a
 * page search would not find by its text. Pure: compiles nothing, reads nothing, and renders no page; the search
 * stage (`src/search/`) turns every page's records into the index.
 */
import type { SearchRecord } from '../../../core/search/records.js';
import { withBase } from '../../../core/urls.js';
import type { Doc } from '../../content/docs.js';
import { diagnostic } from '../../diagnostics/catalogue.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { DEFAULT_LVL0, pageRecords } from '../../search/records.js';
import { pathTo } from '../../sidebar/navigation.js';
import type { VariantPlan } from '../plan.js';
import type { CompiledDoc } from './compile-doc.js';

/** The DocSearch tag of the pages folder's pages, as Docusaurus' pages plugin sets it. */
export const PAGES_SEARCH_TAG = 'default';

export interface DocSearch {
  records: SearchRecord[];
  /** The `search-no-records` warning, when the page gives search no text; else empty. */
  diagnostics: Diagnostic[];
}

/** The records of a doc; `title` is its route data's (a landing page's is its hero's). */
export function docSearch(doc: Doc, variant: VariantPlan, content: CompiledDoc, title: string): DocSearch {
  const { body, landing } = content;
  // A page that forwards its reader elsewhere at once (`<Redirect>`, a refresh in its body) is never read: not searched.
  const forwards = body.head?.tags.some((tag) => tag.tag === 'meta' && tag.attributes['http-equiv'] === 'refresh') ?? false;
  const searched = Boolean(variant.config.search) && !doc.unlisted && !forwards;
  // Search groups a page under its sidebar's top category, shown or not (a landing page shows none).
  const sidebarName = variant.sidebarOfDoc.get(doc.id);
  const nodes = sidebarName ? variant.sidebars.get(sidebarName) : undefined;
  const top = nodes ? pathTo(nodes, doc.id)?.[0] : undefined;
  const records = !searched
    ? []
    : pageRecords({
        url: withBase(variant.site.baseUrl, doc.route),
        title,
        lvl0: top?.kind === 'category' ? top.label : DEFAULT_LVL0,
        keywords: doc.frontMatter.keywords ?? [],
        sections: landing ? [...landing.sections, ...body.sections] : body.sections,
        language: variant.searchLanguage,
        // Docusaurus tags pages `default`, which contextual search always includes; docs carry their version's tag.
        docsTag: doc.page ? PAGES_SEARCH_TAG : variant.searchTag,
      });
  // A page whose body failed has an error of its own already; "no text to search" would only repeat it.
  const bodyFailed = body.bodyHtml === '' && body.diagnostics.some((d) => d.severity === 'error');
  const diagnostics =
    searched && !bodyFailed && !records.some((r) => r.type === 'content') ? [diagnostic('search-no-records', 'warning', {}, { file: doc.file, line: 1 })] : [];
  return { records, diagnostics };
}
