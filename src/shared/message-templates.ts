/**
 * Messages the couple sends from their own WhatsApp: the written defaults per kind and language, and how a
 * template is filled. The couple may reword each one on the Wedding tab; placeholders are replaced when a
 * household's message is made (server: modules/messages).
 */

export const MESSAGE_KINDS = ["invitation", "reminder"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MESSAGE_LANGUAGES = ["en", "hi"] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

export const PLACEHOLDERS = ["name", "link", "couple", "dates", "deadline"] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export const MAX_TEMPLATE_LENGTH = 1500;

export const KIND_LABELS: Record<MessageKind, string> = { invitation: "Invitation", reminder: "Reminder" };
export const LANGUAGE_LABELS: Record<MessageLanguage, string> = { en: "English", hi: "Hindi" };

/** Written as a family would write them, not translated word for word. */
export const DEFAULT_TEMPLATES: Record<MessageKind, Record<MessageLanguage, string>> = {
  invitation: {
    en: [
      "Dear {name},",
      "",
      "With great joy we invite you to celebrate the wedding of {couple}, {dates}.",
      "",
      "Your invitation, with your functions and a place to reply, is here:",
      "{link}",
      "",
      "Kindly reply by {deadline}.",
      "We would love to have you with us!",
    ].join("\n"),
    hi: [
      "प्रिय {name},",
      "",
      "{couple} के शुभ विवाह ({dates}) में आप सपरिवार सादर आमंत्रित हैं।",
      "",
      "आपका निमंत्रण, आपके कार्यक्रमों की जानकारी और जवाब देने की जगह इस लिंक पर है:",
      "{link}",
      "",
      "कृपया {deadline} तक अपना जवाब ज़रूर भेजें।",
      "आपके आने से हमारी ख़ुशियाँ दोगुनी हो जाएँगी।",
    ].join("\n"),
  },
  reminder: {
    en: [
      "Dear {name},",
      "",
      "A gentle reminder: we have not heard from you yet about the wedding of {couple}, {dates}.",
      "",
      "Please tell us who is coming here; it takes a minute:",
      "{link}",
      "",
      "Kindly reply by {deadline}. Thank you!",
    ].join("\n"),
    hi: [
      "प्रिय {name},",
      "",
      "{couple} के विवाह ({dates}) के लिए आपका जवाब अभी तक नहीं आया है, इसलिए यह छोटी-सी याद दिला रहे हैं।",
      "",
      "कृपया इस लिंक पर बता दें कि आपके यहाँ से कौन-कौन आ रहा है, बस एक मिनट लगेगा:",
      "{link}",
      "",
      "कृपया {deadline} तक जवाब दें। धन्यवाद!",
    ].join("\n"),
  },
};

const PLACEHOLDER_RE = /\{([^{}\s]{1,30})\}/g;

/** Placeholders written in the text that are not ours ("{nmae}"), in order of appearance. */
export function unknownPlaceholders(text: string): string[] {
  const found = [...text.matchAll(PLACEHOLDER_RE)].map((m) => m[1]!);
  return [...new Set(found.filter((p) => !(PLACEHOLDERS as readonly string[]).includes(p)))];
}

/**
 * Fills the placeholders. A value that is null (no reply-by date yet) drops every line that names it, so a
 * message never reads "Kindly reply by ."
 */
export function fillTemplate(text: string, values: Record<Placeholder, string | null>): string {
  const lines = text.split("\n").filter((line) => !PLACEHOLDERS.some((p) => values[p] === null && line.includes(`{${p}}`)));
  return lines
    .join("\n")
    .replace(PLACEHOLDER_RE, (whole, name: string) => ((PLACEHOLDERS as readonly string[]).includes(name) ? (values[name as Placeholder] ?? "") : whole))
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** https://wa.me/<E.164 digits>?text=…: opens the couple's own WhatsApp on that number with the message ready. */
export function waUrl(e164: string, text: string): string {
  return `https://wa.me/${e164.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}
