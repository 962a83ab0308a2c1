/**
 * A value of the migrated config that site.config.ts imports instead of writing it as data: a remark or rehype
 * plugin from a package or from a file of the site. `to-site-config.ts` puts these into the config it maps, and
 * `write-site-config.ts` turns each into an `import` line and a reference. Plain data only: must not resolve,
 * check or load the module it names, nor pick the name it is imported under.
 */

export class ImportRef {
  constructor(
    /** As site.config.ts imports it: a package specifier (`remark-math`) or a path from the site folder (`./src/remark/marker.js`). */
    readonly module: string,
    /** From the module's ES namespace: `['default']`, `['remarkToc']`, or a member of an export (`['default', 'remarkToc']`). Never empty. */
    readonly members: readonly string[],
  ) {
    if (!members.length) throw new Error('an import names at least one export');
  }

  /** The same import, whatever members follow the export: two references to one binding share this key. */
  get bindingKey(): string {
    return `${this.module}\0${this.members[0]}`;
  }

  /** Equal imports (same module, same members) share this key. */
  get key(): string {
    return `${this.module}\0${this.members.join('\0')}`;
  }
}
