/**
 * Checks every recorded link against the routes that exist and the heading ids each page actually rendered,
 * and turns failures into diagnostics at the configured severity (`onBrokenLinks`, `onBrokenMarkdownLinks`,
 * `onBrokenAnchors`). Pure: runs after all pages are compiled.
 */
import { severityFor, type Diagnostic, type ProblemPolicy } from '../diagnostics/diagnostic.js';
import type { LinkRecord } from '../markdown/context.js';
import { closestNames } from '../sidebar/resolve.js';

export interface LinkPolicies {
  onBrokenLinks: ProblemPolicy;
  onBrokenMarkdownLinks: ProblemPolicy;
  onBrokenAnchors: ProblemPolicy;
}

export interface PageLinks {
  file: string;
  route: string;
  links: readonly LinkRecord[];
}

export interface LinkTargets {
  /** Route → heading ids on that page (empty for pages without headings, such as /search). */
  anchorsOf: ReadonlyMap<string, ReadonlySet<string>>;
  /** Other paths that exist in the output (static files, sitemap.xml, …). */
  files: ReadonlySet<string>;
}

function brokenTarget(link: LinkRecord, targets: LinkTargets): boolean {
  if (link.route === null) return true;
  return !targets.anchorsOf.has(link.route) && !targets.files.has(link.route);
}

export function checkLinks(pages: readonly PageLinks[], targets: LinkTargets, policies: LinkPolicies): Diagnostic[] {
  const out: Diagnostic[] = [];
  const routes = [...targets.anchorsOf.keys()];
  const linkSeverity = severityFor(policies.onBrokenLinks);
  const mdSeverity = severityFor(policies.onBrokenMarkdownLinks);
  const anchorSeverity = severityFor(policies.onBrokenAnchors);
  for (const page of pages) {
    for (const link of page.links) {
      const at = { file: page.file, line: link.line, column: link.column || undefined };
      if (link.kind !== 'anchor' && brokenTarget(link, targets)) {
        if (link.kind === 'markdown') {
          if (mdSeverity) {
            out.push({
              severity: mdSeverity,
              code: 'broken-markdown-link',
              message: `The Markdown file link \`${link.raw}\` does not point to a doc.`,
              hint: 'Fix the relative path to the .md file (it is resolved from this file\'s folder), or link the route instead.',
              ...at,
            });
          }
          continue;
        }
        if (linkSeverity) {
          const suggestions = closestNames(link.route ?? link.raw, routes);
          out.push({
            severity: linkSeverity,
            code: 'broken-link',
            message: `The link \`${link.raw}\` points to \`${link.route}\`, which is not a page of this site.`,
            hint: `Link an existing route${suggestions.length ? `, such as ${suggestions.map((s) => `\`${s}\``).join(', ')}` : ''}.`,
            ...at,
          });
        }
        continue;
      }
      if (link.anchor === null || link.anchor === '' || link.route === null) continue;
      const anchors = targets.anchorsOf.get(link.route);
      if (!anchors || anchors.has(link.anchor) || !anchorSeverity) continue;
      const suggestions = closestNames(link.anchor, [...anchors]);
      out.push({
        severity: anchorSeverity,
        code: 'broken-anchor',
        message: `The link \`${link.raw}\` points to the anchor \`#${link.anchor}\`, which is not a heading on ${link.route === page.route ? 'this page' : `\`${link.route}\``}.`,
        hint: suggestions.length
          ? `Use one of the page's heading ids, such as ${suggestions.map((s) => `\`#${s}\``).join(', ')}, or add a heading with that id.`
          : 'The target page has no headings to link to; link the page without an anchor.',
        ...at,
      });
    }
  }
  return out;
}
