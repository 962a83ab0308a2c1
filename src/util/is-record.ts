/**
 * Tells a plain key-value object (parsed YAML or JSON, a config value) from `null`, an array or a primitive. Pure.
 */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
