/**
 * The HTML elements a Docusaurus site's `src/theme/MDXComponents` replaces (`{ ...MDXComponents, a: LocalLink,
 * h2: Heading2 }`): docsgen draws elements with its own theme and uses only the entries named with a capital letter,
 * so each of these is said, never dropped unseen (a site's `a` may send links elsewhere). Read from the file's
 * code (compiled by esbuild, parsed by acorn), never run: the default export's object literal, written in place or
 * as a `const` of the file. Reads the one file; writes nothing.
 */
import { readFileSync } from 'node:fs';
import { codeLoader } from '../util/code-loader.js';

/** What acorn gives, reduced to the nodes read here. */
interface Node {
  type: string;
  [key: string]: unknown;
}

/** The names of an object literal's own keys (`a`, `'h2'`), spreads left out. */
function keysOf(object: Node): string[] {
  const keys: string[] = [];
  for (const property of object.properties as Node[]) {
    if (property.type !== 'Property' || property.computed) continue;
    const key = property.key as Node;
    if (key.type === 'Identifier') keys.push(key.name as string);
    else if (key.type === 'Literal' && typeof key.value === 'string') keys.push(key.value);
  }
  return keys;
}

/** The value a `const`/`let`/`var` of the module is given, by name. */
function initOf(body: readonly Node[], name: string): Node | null {
  for (const node of body) {
    const declaration = node.type === 'ExportNamedDeclaration' ? (node.declaration as Node | null) : node;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id as Node;
      if (id.type === 'Identifier' && id.name === name) return (declarator.init as Node | null) ?? null;
    }
  }
  return null;
}

/**
 * The object literal the module's default export is: written in place, or through names of the module (esbuild
 * writes `export default components` as `var stdin_default = components; export { stdin_default as default }`).
 */
function defaultObject(program: Node): Node | null {
  const body = program.body as Node[];
  let value: Node | null = (body.find((node) => node.type === 'ExportDefaultDeclaration')?.declaration as Node | undefined) ?? null;
  if (!value) {
    const named = body
      .filter((node) => node.type === 'ExportNamedDeclaration')
      .flatMap((node) => (node.specifiers as Node[] | undefined) ?? [])
      .find((specifier) => (specifier.exported as Node).name === 'default');
    value = named ? (named.local as Node) : null;
  }
  for (let hops = 0; value?.type === 'Identifier' && hops < 8; hops++) value = initOf(body, value.name as string);
  return value?.type === 'ObjectExpression' ? value : null;
}

/** The lowercase keys (HTML elements, `wrapper`) of the MDXComponents file's default export, in the order written; none when it cannot be read. */
export async function replacedElements(file: string): Promise<string[]> {
  try {
    const loader = file.endsWith('.js') ? 'jsx' : codeLoader(file);
    // esbuild and acorn loaded on first use: most sites have no such file.
    const [{ esbuildTransform }, { parse }] = await Promise.all([import('../util/esbuild.js'), import('acorn')]);
    const { code } = await esbuildTransform(readFileSync(file, 'utf8'), { loader, format: 'esm', jsx: 'automatic', logLevel: 'silent' });
    const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Node;
    const object = defaultObject(program);
    return object ? keysOf(object).filter((key) => /^[a-z]/.test(key)) : [];
  } catch {
    // A file that does not compile fails the bundle, which reports it.
    return [];
  }
}
