import { useQuery } from "@tanstack/react-query";
import { WEDDING_DEFAULTS } from "../../shared/constants";
import { coupleHashtag, firstName } from "../../shared/countdown";
import { weddingDatesLabel } from "../../shared/day-labels";
import { trpc } from "../trpc";

/** Wedding details with the default texts filled in where the couple has not set them yet. */
export function useWedding() {
  const query = useQuery(trpc.guest.weddingDetails.queryOptions());
  const d = query.data;
  const groomName = d?.groomName || WEDDING_DEFAULTS.groomName;
  const brideName = d?.brideName || WEDDING_DEFAULTS.brideName;
  const weddingDate = d?.weddingDate || WEDDING_DEFAULTS.weddingDate;
  return {
    query,
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
    directionsLink: d?.directionsLink ?? null,
    audio: d?.backgroundAudioEnabled && d.backgroundAudioUrl ? { url: d.backgroundAudioUrl, title: d.backgroundAudioTitle } : null,
  };
}
