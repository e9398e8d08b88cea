/**
 * A private link's page (/i/<token>, /rsvp/<token>) answers 404 when its token opens nothing (unknown or revoked),
 * like both doors of its data: the app still draws the page, saying the link is not valid any more, and a
 * service worker or a preview robot learns the link is gone.
 */
import type { DB } from "../../db/connect";
import { findHouseholdIdByInviteToken } from "./modules/households/invite-link";
import { findRsvpIdByEditToken } from "./modules/rsvp/edit-link";

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** False for a private link whose token opens nothing; true for one that opens, and for every other page. */
export async function privateLinkOpens(db: DB, pathname: string): Promise<boolean> {
  const m = /^\/(i|rsvp)\/([^/]+)\/?$/.exec(pathname);
  if (!m) return true;
  const token = safeDecode(m[2]!);
  if (m[1] === "i") return (await findHouseholdIdByInviteToken(db, token)) !== undefined;
  return (await findRsvpIdByEditToken(db, token)) !== undefined;
}
