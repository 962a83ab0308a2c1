/**
 * Looks elements up in a way page content cannot change. `document.getElementById` and `document.querySelector`
 * can be replaced by an element of that name (`<img name="getElementById">` makes a named property of the
 * document, which wins over the method), so the client calls the methods from Document's prototype wherever it
 * looks up its own elements. The build already drops the names that do this (`name` on `img`, `form`, `iframe`);
 * this is the second line. Reads only.
 */

// The methods are read when called, not when the module loads: the server renders components that import this.
export function byId(id: string, root: Document = document): HTMLElement | null {
  return Document.prototype.getElementById.call(root, id);
}

export function query<E extends Element = HTMLElement>(selector: string, root: Document = document): E | null {
  return Document.prototype.querySelector.call(root, selector) as E | null;
}

export function queryAll<E extends Element = HTMLElement>(selector: string, root: Document = document): E[] {
  return Array.from(Document.prototype.querySelectorAll.call(root, selector)) as E[];
}
