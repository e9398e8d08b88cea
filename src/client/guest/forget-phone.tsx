/**
 * "Forget this phone", on a household's own page (/i/<token>, /rsvp/<token>): on a shared phone, removes this
 * household's copies the service worker kept (its pages and the reads carrying its tokens,
 * src/shared/offline-copies.ts), the reply's link the home page remembers, a reply kept unsent and the pages'
 * "saved on" times, then opens the home page. It needs script, so it is drawn only once the app runs
 * (ui/use-client-rendered.ts): the server's page and a browser without JavaScript never show a button that does nothing.
 */
import { useState } from "react";
import { forgetCopies } from "../../shared/offline-copies";
import { useClientRendered } from "../ui/use-client-rendered";
import { forgetSavedTimes } from "./offline";
import { forgetReply } from "./rsvp/remembered-reply";
import { forgetPendingReply, placeOf, readPendingReply } from "./rsvp/pending-reply";

export const FORGET_TEXT = {
  en: {
    title: "Using a shared phone?",
    body: "Remove what this phone keeps of your invitation and reply: the saved pages, your reply's link and anything else kept here. Your reply stays with the couple, and your link opens again whenever you tap it.",
    action: "Forget this phone",
    working: "Forgetting...",
  },
  hi: {
    title: "क्या यह फ़ोन किसी और का भी है?",
    body: "इस फ़ोन पर आपके निमंत्रण और उत्तर की रखी जानकारी हटा दें: सहेजे गए पेज, आपके उत्तर का लिंक और यहाँ रखी बाकी जानकारी। आपका उत्तर वर-वधू के पास रहेगा, और आपका लिंक टैप करते ही फिर से खुल जाएगा।",
    action: "इस फ़ोन से हटाएँ",
    working: "हटाया जा रहा है...",
  },
} as const;

export interface HouseholdLinks {
  /** The invitation's token, on /i/<token>. */
  invitation?: string;
  /** The reply's edit tokens this page knows (its own on /rsvp/<token>, the household's reply on /i/<token>). */
  replies: (string | undefined)[];
}

/** Everything this phone keeps of these links; the caches first, as they hold the household's data. */
export async function forgetThisPhone({ invitation, replies }: HouseholdLinks) {
  const edits = replies.filter((t): t is string => Boolean(t));
  const tokens = invitation ? [invitation, ...edits] : edits;
  // A browser without the Cache API (or one that refuses it) kept no copy.
  if (typeof caches !== "undefined") await forgetCopies(caches, tokens).catch(() => 0);
  for (const edit of edits) forgetReply(edit);
  if (invitation) {
    const pending = readPendingReply(placeOf(invitation));
    if (pending) forgetPendingReply(pending.idempotencyKey);
  }
  forgetSavedTimes([...(invitation ? [`/i/${invitation}`] : []), ...edits.map((t) => `/rsvp/${t}`)]);
}

const buttonClass =
  "inline-flex min-h-12 items-center justify-center rounded-full border border-wine px-7 text-sm font-semibold text-wine transition hover:bg-blush focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine disabled:opacity-60";

export function ForgetThisPhone({ links, language = "en" }: { links: HouseholdLinks; language?: "en" | "hi" }) {
  const appRuns = useClientRendered();
  const [working, setWorking] = useState(false);
  if (!appRuns) return null;
  const text = FORGET_TEXT[language];
  const forget = async () => {
    setWorking(true);
    await forgetThisPhone(links);
    // replace: Back does not lead to the page just forgotten.
    window.location.replace("/");
  };
  return (
    <section lang={language} aria-labelledby="forget-phone-title" className="container-page max-w-3xl pb-16 print:hidden" data-testid="forget-phone">
      <div className="rounded-3xl border border-line bg-white/70 px-5 py-6 text-center sm:px-8">
        <h2 id="forget-phone-title" className="text-2xl font-medium">
          {text.title}
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-muted">{text.body}</p>
        <button type="button" onClick={() => void forget()} disabled={working} className={`${buttonClass} mt-5`}>
          {working ? text.working : text.action}
        </button>
      </div>
    </section>
  );
}
