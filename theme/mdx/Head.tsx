/**
 * `@docusaurus/Head` (and `<head>` in MDX): tags for the page's `<head>` — `<title>`, `<meta>`, `<link>`. It renders
 * nothing where it stands: during the build it hands its children to the MDX context (`collectHead`), which puts
 * them in the page's head; in the browser the server's head is already there. No Node or DOM code.
 */
import { useContext, type ReactNode } from 'react';
import { MdxContext } from './context.js';

export default function Head({ children }: { children?: ReactNode }) {
  useContext(MdxContext).collectHead?.(children);
  return null;
}
