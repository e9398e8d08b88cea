/**
 * Sending a household its invitation or a reminder: the message comes from the server (the couple's template
 * in the household's language) and opens in the couple's own WhatsApp through its wa.me link.
 */
import { trpcClient } from "../../trpc";

export type MessageKind = "invitation" | "reminder";

export const NO_PHONE = "This household has no phone number yet. Add one with Edit, then send.";

/**
 * The window opens at once, inside the tap, and is pointed at wa.me once the message is in: a phone's browser
 * blocks a window opened after a network wait. It is cut from this page first (wa.me gets no handle on it).
 * Throws (closing the blank window) when the message cannot be had.
 */
export async function openWhatsAppMessage(householdId: number, kind: MessageKind): Promise<void> {
  const win = window.open("", "_blank");
  try {
    const { waUrl } = await trpcClient.admin.householdMessage.query({ id: householdId, kind });
    // The number was removed meanwhile (in another tab).
    if (!waUrl) throw new Error(NO_PHONE);
    if (win) {
      win.opener = null;
      win.location.href = waUrl;
    } else {
      // Blocked even inside the tap: one more try now (a desktop browser lets it through).
      window.open(waUrl, "_blank", "noopener,noreferrer");
    }
  } catch (error) {
    win?.close();
    throw error;
  }
}
