export type EventIconKey = "check-in" | "photo" | "ceremony" | "cocktail" | "dinner" | "party" | "reception" | "default";

/** Keyword rules in the spec's order: the first match wins. */
const RULES: [EventIconKey, string[]][] = [
  ["check-in", ["check", "seat"]],
  ["photo", ["photo", "picture"]],
  ["ceremony", ["ceremony"]],
  ["cocktail", ["cocktail", "drink"]],
  ["dinner", ["dinner", "meal", "lunch"]],
  ["party", ["party", "dance"]],
  ["reception", ["reception"]],
];

export function eventIconKey(eventName: string): EventIconKey {
  const name = eventName.toLowerCase();
  for (const [key, words] of RULES) if (words.some((w) => name.includes(w))) return key;
  return "default";
}
