/**
 * A text of the Docusaurus config that held the year it was run in because the config computed it
 * (`` `Copyright © ${new Date().getFullYear()} Lantern` ``): site.config.ts writes it as a template that computes
 * the year again at each build, so the footer does not stay at the year of the migration. Plain data: the writer
 * (`write-site-config.ts`) turns it into code.
 */
export class YearText {
  constructor(
    /** The text as the config gave it, the year in it as digits. */
    readonly text: string,
    /** The year the config computed (`2026`). */
    readonly year: string,
  ) {}

  /** The template literal that gives the text with the year of the build. */
  toTemplate(): string {
    const escaped = this.text.replace(/[\\`]/g, (c) => `\\${c}`).replace(/\$\{/g, '\\${');
    return `\`${escaped.split(this.year).join('${new Date().getFullYear()}')}\``;
  }
}

/**
 * `text` as a YearText when the config's source computes the current year (`getFullYear()`) and the text holds
 * that year; else the text as it is.
 */
export function withComputedYear(text: string, configSource: string, now = new Date()): string | YearText {
  const year = String(now.getFullYear());
  return /\bget(?:UTC)?FullYear\s*\(\s*\)/.test(configSource) && text.includes(year) ? new YearText(text, year) : text;
}
