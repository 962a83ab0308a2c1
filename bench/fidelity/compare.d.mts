// Types of compare.mjs, for the tests that import it from TypeScript.

export type Generator = 'docusaurus' | 'docsgen';

export interface Heading {
  level: number;
  text: string;
  id: string | null;
}

export interface Counts {
  code: number;
  tabs: number;
  admonitions: number;
  images: number;
  tables: number;
}

export interface PageReading {
  found: boolean;
  title: string | null;
  headings: Heading[];
  text: string;
  counts: Counts;
}

export type Presence = 'both' | 'docusaurus only' | 'docsgen only';

export interface Row {
  route: string;
  presence: Presence;
  similarity?: number;
  headingsDiffer?: string | null;
  idsDiffer?: string[];
  titles?: { docusaurus: string | null; docsgen: string | null } | null;
  /** Null on a row of two redirect pages, which have no content to count. */
  counts?: { docusaurus: Counts; docsgen: Counts } | null;
  /** Two redirect pages: where each sends the reader, and whether that is the same page. */
  redirect?: { docusaurus: string; docsgen: string; same: boolean };
  mainFound?: { docusaurus: boolean; docsgen: boolean };
  text?: { docusaurus: string; docsgen: string };
}

export interface Summary {
  docusaurusRoutes: number;
  docsgenRoutes: number;
  inBoth: number;
  missing: string[];
  extra: string[];
  shareClose: number;
  meanSimilarity: number;
  headingsDiffer: string[];
  titlesDiffer: string[];
  countsDiffer: string[];
  /** Routes where both builds have a redirect page, and those whose targets differ. */
  redirects: number;
  redirectsDiffer: string[];
  goalMet: boolean;
}

export interface Comparison {
  rows: Row[];
  summary: Summary;
}

export const GOAL: { similarity: number; share: number };
export function normaliseText(text: string): string;
export function similarity(a: string, b: string): number;
export function readPage(html: string, generator: Generator): PageReading;
export function routeOf(file: string): string;
export function routesOf(buildDir: string): Map<string, string>;
export function redirectTarget(html: string): string | null;
export function headingDifference(expected: Heading[], actual: Heading[]): string | null;
export function comparePages(route: string, docusaurusHtml: string | null, docsgenHtml: string | null): Row;
export function summarise(rows: Row[]): Summary;
export function compareBuilds(docusaurusDir: string, docsgenDir: string): Comparison;
export function toMarkdown(comparison: Comparison): string;
