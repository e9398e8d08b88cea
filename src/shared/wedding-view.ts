/** The wedding texts every page shows, with the default texts where the couple has not saved details yet. */
import { WEDDING_DEFAULTS } from "./constants";
import { coupleHashtag, firstName } from "./countdown";
import { weddingDatesLabel } from "./day-labels";
import { safeLink } from "./safe-link";
import type { WeddingDetails } from "./schemas/wedding";

export function weddingView(d: WeddingDetails | undefined | null) {
  const groomName = d?.groomName || WEDDING_DEFAULTS.groomName;
  const brideName = d?.brideName || WEDDING_DEFAULTS.brideName;
  const weddingDate = d?.weddingDate || WEDDING_DEFAULTS.weddingDate;
  return {
    /** The saved date, or null (day tabs then read "Day N"). */
    savedWeddingDate: d?.weddingDate ?? null,
    groomName,
    brideName,
    groomFirst: firstName(groomName),
    brideFirst: firstName(brideName),
    hashtag: coupleHashtag(groomName, brideName),
    weddingDate,
    datesLabel: weddingDatesLabel(weddingDate) ?? "",
    venue: d?.venue || WEDDING_DEFAULTS.venue,
    venueAddress: d?.venueAddress ?? null,
    /** Links pass the stored-link rule again here: a row saved before the rule is shown without its link. */
    directionsLink: safeLink(d?.directionsLink),
    audio: d?.backgroundAudioEnabled && safeLink(d.backgroundAudioUrl) ? { url: d.backgroundAudioUrl!, title: d.backgroundAudioTitle } : null,
  };
}
export type WeddingView = ReturnType<typeof weddingView>;
