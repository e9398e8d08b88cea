/**
 * What the phone field holds after each keystroke or paste (guest spec: digits only, at most 10).
 * Typing and pasting end in the same 10 digits: a "+91" (or "0091") country code and a leading trunk "0"
 * are dropped. While the guest has typed nothing but the start of a country code ("+", "+9", "+91",
 * "00", "009", "0091") or a lone "0", that is kept on screen so the next digit still knows what came before.
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
    national = international.startsWith("91") ? international.slice(2) : international;
  } else if (all.length === 12 && all.startsWith("91")) {
    // A pasted "919876543210": the country code without its "+".
    national = all.slice(2);
  }
  // A trunk "0" ("09876543210") goes as soon as a digit follows it.
  return national.replace(/^0+(?=\d)/, "").slice(0, 10);
}
