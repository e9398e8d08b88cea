/**
 * Date formatters made once per locale and options. Building an Intl.DateTimeFormat costs far more than using
 * one (a page's dates label, drawn by many parts, spent 300 ms of a slow phone's hydration making them).
 */
const made = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    made.set(key, format);
  }
  return format;
}
