/**
 * The name of the file that marks a folder as a docsgen output folder: every build writes it first, into its staging
 * folder and so into the output. Kept here, below every layer that looks for it. Names only: reads nothing.
 */
export const OUTPUT_MARKER = '.docsgen-output';
