/** The wedding texts every page shows, with the default texts where the couple has not saved details yet. */
import { WEDDING_DEFAULTS } from "./constants";
import { coupleHashtag, firstName } from "./countdown";
import { labelDays, weddingDatesLabel } from "./day-labels";
import { safeLink } from "./safe-link";
import type { WeddingDetails } from "./schemas/wedding";

/**
 * The couple in the one order every page, sheet and message uses: the groom first, as the spec's header and
 * footer name them and the hero and the hashtag (#AaravWedsMeera) show. A missing name is left out; "" when neither is set.
 */
export function coupleNames(names: { groomName?: string | null; brideName?: string | null } | null | undefined): string {
  return [names?.groomName?.trim(), names?.brideName?.trim()].filter(Boolean).join(" & ");
}

export function weddingView(d: WeddingDetails | undefined | null) {
  const groomName = d?.groomName || WEDDING_DEFAULTS.groomName;
  const brideName = d?.brideName || WEDDING_DEFAULTS.brideName;
  const weddingDate = d?.weddingDate || WEDDING_DEFAULTS.weddingDate;
  const groomFirst = firstName(groomName);
  const brideFirst = firstName(brideName);
  const days = labelDays(d?.itineraryDays);
  return {
    /** The saved date, or null (day tabs then read "Day N"). */
    savedWeddingDate: d?.weddingDate ?? null,
    groomName,
    brideName,
    groomFirst,
    brideFirst,
    /** "Aarav & Meera": the first names in the couple's one order. */
    couple: coupleNames({ groomName: groomFirst, brideName: brideFirst }),
    hashtag: coupleHashtag(groomName, brideName),
    weddingDate,
    /** How many days the wedding lasts: to the itinerary's last day, two while it is empty. */
    days,
    datesLabel: weddingDatesLabel(weddingDate, days, d?.timeZone) ?? "",
    venue: d?.venue || WEDDING_DEFAULTS.venue,
    venueAddress: d?.venueAddress ?? null,
    /** Links pass the stored-link rule again here: a row saved before the rule is shown without its link. */
    directionsLink: safeLink(d?.directionsLink),
    audio: d?.backgroundAudioEnabled && safeLink(d.backgroundAudioUrl) ? { url: d.backgroundAudioUrl!, title: d.backgroundAudioTitle } : null,
  };
}
export type WeddingView = ReturnType<typeof weddingView>;
