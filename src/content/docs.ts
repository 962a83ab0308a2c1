/**
 * Turns raw Markdown files into docs with ids, routes and front matter, and checks that routes are valid and
 * unique. Pure: no file access.
 */
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { RawDoc } from './discover.js';
import { parseMarkdownFile, type FrontMatter } from './front-matter.js';

export interface Doc {
  id: string;
  file: string;
  route: string;
  frontMatter: FrontMatter;
  /** The sidebar label: `sidebar_label`, else `title`. */
  label: string;
  body: string;
  bodyLineOffset: number;
}

const ROUTE_PATTERN = /^\/([a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*)?$/;

export function routeForDoc(id: string, slug: string | undefined): string {
  if (slug !== undefined) return slug.length > 1 ? slug.replace(/\/+$/, '') : '/';
  return '/' + id;
}

export function loadDocs(raw: readonly RawDoc[]): { docs: Doc[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const docs: Doc[] = [];
  const byRoute = new Map<string, Doc>();
  for (const item of raw) {
    const parsed = parseMarkdownFile(item.text, item.file);
    diagnostics.push(...parsed.diagnostics);
    if (!parsed.result) continue;
    const { frontMatter, body, bodyLineOffset } = parsed.result;
    const route = routeForDoc(item.id, frontMatter.slug);
    if (!ROUTE_PATTERN.test(route)) {
      diagnostics.push(diagnostic('route-invalid', 'error', { route, fromSlug: Boolean(frontMatter.slug) }, { file: item.file, line: 1 }));
      continue;
    }
    const doc: Doc = { id: item.id, file: item.file, route, frontMatter, label: frontMatter.sidebar_label ?? frontMatter.title, body, bodyLineOffset };
    const clash = byRoute.get(route);
    if (clash) {
      diagnostics.push(diagnostic('route-duplicate', 'error', { route, firstFile: clash.file, secondFile: item.file }, { file: item.file, line: 1 }));
      continue;
    }
    byRoute.set(route, doc);
    docs.push(doc);
  }
  return { docs, diagnostics };
}
