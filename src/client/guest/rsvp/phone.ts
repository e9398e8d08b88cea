/**
 * What the phone field holds after each keystroke or paste. An Indian number ends as its 10 digits (guest spec:
 * digits only, at most 10): a "+91" (or "0091") country code and a leading trunk "0" are dropped, so typing and
 * pasting agree. While the guest has typed nothing but the start of a country code ("+", "+9", "+91", "00",
 * "009", "0091") or a lone "0", that is kept on screen so the next digit still knows what came before. A number
 * from abroad ("+44 7400 123456", "0044 …") keeps its "+", country code and spaces, at most 15 digits (E.164).
 */
export function phoneDigits(text: string): string {
  const typed = text.trimStart();
  const all = typed.replace(/\D/g, "");
  const plus = typed.startsWith("+");
  // Digits after an international prefix ("+" or "00"), or null for a national number.
  const international = plus ? all : all.startsWith("00") ? all.slice(2) : null;
  let national = all;
  if (international !== null) {
    // Still on the country code: keep it so "+91 98765 43210" typed key by key ends like the paste.
    if ("91".startsWith(international)) return `${plus ? "+" : "00"}${international}`;
    if (!international.startsWith("91")) return abroad(plus ? typed : typed.replace(/^\s*0\s*0/, "+"));
    national = international.slice(2);
  } else if (all.length === 12 && all.startsWith("91")) {
    // A pasted "919876543210": the country code without its "+".
    national = all.slice(2);
  }
  // A trunk "0" ("09876543210") goes as soon as a digit follows it.
  return national.replace(/^0+(?=\d)/, "").slice(0, 10);
}

/** "+44 7400 123456" as typed: the "+", digit groups split by single spaces (dashes and brackets read as spaces), 15 digits at most. */
function abroad(typed: string): string {
  const groups: string[] = [];
  let left = 15;
  for (const group of typed.slice(1).split(/\D+/)) {
    if (!group || left === 0) continue;
    groups.push(group.slice(0, left));
    left -= Math.min(group.length, left);
  }
  // A separator just typed stays, so the next group starts apart.
  const trailing = left > 0 && groups.length > 0 && /\D$/.test(typed) ? " " : "";
  return `+${groups.join(" ")}${trailing}`;
}
