// The type of scripts/commonjs-bundle-check.mjs, for its tests.
export function checkedCommonJs(file: string, text: string): string;
