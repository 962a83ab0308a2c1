/** Builds `Doc` objects for unit tests through the real loader, from a map of source path → Markdown. */
import { loadDocs, type Doc } from '../../src/content/docs.js';

/** A page with a title (and description) in its front matter, plus any extra front matter lines. */
export const page = (title: string, extra = '', body = 'Some text.') => `---\ntitle: ${title}\ndescription: About ${title}.\n${extra}---\n\n${body}\n`;

export function docsFrom(files: Record<string, string>, options: { routeBasePath?: string; includeDrafts?: boolean } = {}) {
  const raw = Object.entries(files).map(([sourcePath, text]) => ({ sourcePath, file: `docs/${sourcePath}`, text }));
  return loadDocs(raw, { routeBasePath: options.routeBasePath ?? '/', includeDrafts: options.includeDrafts ?? false });
}

/** The docs only, failing loudly if loading reported an error. */
export function docsOf(files: Record<string, string>): Doc[] {
  const { docs, diagnostics } = docsFrom(files);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length) throw new Error(errors.map((d) => d.message).join('\n'));
  return docs;
}
