/**
 * What changed, in words, for the activity log: "Bride's name: Priya → Anita", one line per field that differs.
 * Shared by every module that records an edit; the Activity tab shows a detail's lines one under the other.
 */

/** A field as the log names it, and how its value reads (the default: text, yes/no, lists joined). */
export interface FieldWords {
  label: string;
  show?: (value: unknown) => string;
  /** Only "changed" is said, never the values (a long text, a file's address). */
  valuesHidden?: boolean;
}

/** A file field (an icon, the music): "uploaded", "removed" or "replaced", never its address. */
export const fileField = (label: string): FieldWords => ({ label, show: (v) => (v ? "a file" : "none") });
export type FieldList<T> = { [K in keyof T]?: string | FieldWords };

const MAX_VALUE = 60;

/** A value as a person reads it: "(empty)" for nothing, yes/no, a list joined, long text cut. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.length ? value.map(showValue).join(", ") : "(none)";
  const text = String(value).replace(/\s+/g, " ").trim();
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * One line per listed field whose value differs: "Label: before → after" ("Label changed" for hidden values).
 * A field absent from `after` (undefined) was not sent and so did not change.
 */
export function fieldChanges<T extends object>(before: T, after: Partial<T>, fields: FieldList<T>): string[] {
  const lines: string[] = [];
  for (const key of Object.keys(fields) as (keyof T)[]) {
    const spec = fields[key];
    if (!spec || after[key] === undefined || same(before[key], after[key])) continue;
    const words: FieldWords = typeof spec === "string" ? { label: spec } : spec;
    const show = words.show ?? showValue;
    const [was, now] = [before[key], after[key]];
    if (words.valuesHidden) lines.push(`${words.label} changed`);
    else if (show(was) === "a file" && show(now) === "a file") lines.push(`${words.label}: replaced with a new file`);
    else lines.push(`${words.label}: ${show(was)} → ${show(now)}`);
  }
  return lines;
}

/** The detail of an edit: what was edited on the first line, then its changes one to a line. */
export const changeDetail = (subject: string, lines: readonly string[]): string => [subject, ...lines].join("\n");

/** "3 people", "1 room": a count with its noun. */
export const countOf = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
