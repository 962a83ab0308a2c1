/**
 * remark plugin that rejects raw HTML with a located error (HTML comments are allowed and dropped): docs are
 * written in Markdown and directives, and nothing an author wrote may vanish silently.
 */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { SKIP, visit } from 'unist-util-visit';
import { diagnostic } from '../diagnostics/catalogue.js';
import { contextOf, locate } from './context.js';

const COMMENT = /^<!--[\s\S]*?-->$/;

export function remarkRejectRawHtml() {
  return (tree: Root, file: VFile) => {
    const ctx = contextOf(file);
    visit(tree, 'html', (node, index, parent) => {
      if (COMMENT.test(node.value.trim())) {
        if (parent && index !== undefined) {
          parent.children.splice(index, 1);
          return [SKIP, index];
        }
        return;
      }
      if (/^<\/[a-zA-Z]/.test(node.value.trim())) return; // a closing tag: reported with its opening tag
      const snippet = node.value.trim().split('\n')[0]!.slice(0, 40);
      ctx.diagnostics.push(diagnostic('raw-html', 'error', { snippet }, locate(ctx, node)));
    });
  };
}
