/** Types of precompress.mjs (a plain script the build runs with node). */
export function precompress(dir: string): string[];
