/**
 * Every sentence of the invitation page (/i/<token>), in English and in Hindi, the language the household's
 * invitation is in. The Hindi is written as a Hindi wedding card speaks ("सादर आमंत्रित", "पधारेंगे"), not
 * translated word for word. The reply form's own labels stay English (the form takes no strings).
 */
import { dateFormat } from "../../../shared/date-format";
import { HOUSEHOLD_MESSAGES } from "../../../shared/schemas/households";
import { dayLabel } from "../../../shared/day-labels";
import { DEADLINE_MESSAGES } from "../../../shared/reply-deadline";
import { formatTimeRange, isOpenEnded } from "../../../shared/time-range";
import { OVERVIEW_TEXT, type OverviewText } from "../rsvp/edit-reply-page";

/** Who comes with the one replying (family members, children). */
const companions = (r: { familyMembers: unknown[]; children: unknown[] }) => r.familyMembers.length + r.children.length;

export type InvitationLanguage = "en" | "hi";

/** A day of the wedding ("2025-11-07" plus day - 1) as "7 नवंबर"; "दिन 2" without a date. */
function hindiDay(weddingDate: string | null, day: number) {
  const start = weddingDate ? new Date(`${weddingDate.slice(0, 10)}T00:00:00Z`) : null;
  if (!start || Number.isNaN(start.getTime())) return `दिन ${day}`;
  const d = new Date(start.getTime() + (day - 1) * 86_400_000);
  return dateFormat("hi-IN", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(d);
}

const hindiDate = (ymd: string) =>
  dateFormat("hi-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${ymd.slice(0, 10)}T00:00:00Z`));

export const INVITATION_TEXT = {
  en: {
    /** The small line over a heading: spaced capitals in English. */
    eyebrowClass: "eyebrow",
    eyebrow: "Wedding Invitation",
    greeting: (household: string) => `Dear ${household}`,
    invite: (groom: string, bride: string) => `With joy in our hearts, we invite you to celebrate the wedding of ${groom} and ${bride}.`,
    seats: (n: number) => (n === 1 ? "We have kept a place for you." : `We have kept ${n} places for your family.`),
    eventsEyebrow: "Join us for",
    eventsTitle: "Your Celebrations",
    when: "When",
    where: "Where",
    dressCode: "Dress code",
    day: dayLabel,
    time: formatTimeRange,
    noEvents: "The couple will share the celebrations with you soon.",
    replyEyebrow: "RSVP",
    replyTitle: "Will You Join Us?",
    replyIntro: "Please reply for everyone in your family who is coming.",
    replyBy: DEADLINE_MESSAGES.replyBy,
    closed: DEADLINE_MESSAGES.closed,
    submit: undefined as string | undefined,
    /** The home page's own toast, in English. */
    sentToast: undefined as { title: string; attending: string; declining: string } | undefined,
    tooMany: HOUSEHOLD_MESSAGES.tooManyPeople,
    thanksTitle: "Thank you!",
    thanksComing: "Your reply has reached the couple. We look forward to celebrating with you.",
    thanksNotComing: "Your reply has reached the couple. We will miss you, and thank you for letting us know.",
    yourReply: "Your reply",
    overview: OVERVIEW_TEXT as OverviewText,
    change: "Change my reply",
    keep: "Keep my reply as it is",
    changing: "Change anything below and send it again: it takes the place of your earlier reply.",
    loading: "Opening your invitation...",
    loadingReply: "Loading your reply...",
    replySavedNotShown: "Your reply is saved, but we could not show it just now. Please check your connection and try again.",
    loadFailedTitle: "Your invitation did not open",
    loadFailed: "We could not open your invitation. Please check your connection and try again.",
    tryAgain: "Try again",
    notFoundTitle: "We could not find this invitation",
    notFound: HOUSEHOLD_MESSAGES.unknownInvitation,
    home: "Visit the wedding website",
  },
  hi: {
    // Devanagari letters join along their headline: letter-spacing would break the words apart.
    eyebrowClass: "text-sm font-medium text-gold-ink",
    eyebrow: "शुभ विवाह",
    greeting: (household: string) => `प्रिय ${household}`,
    invite: (groom: string, bride: string) => `${groom} और ${bride} के शुभ विवाह के मंगल अवसर पर आप सपरिवार सादर आमंत्रित हैं।`,
    seats: (n: number) => (n === 1 ? "आपके लिए एक स्थान रखा गया है।" : `आपके परिवार के लिए ${n} स्थान रखे गए हैं।`),
    eventsEyebrow: "आपकी उपस्थिति प्रार्थनीय है",
    eventsTitle: "मांगलिक कार्यक्रम",
    when: "कब",
    where: "कहाँ",
    dressCode: "वेशभूषा",
    day: hindiDay,
    time: (time: string, toTime: string | null) => (isOpenEnded(toTime) ? `${time} से` : `${time} से ${toTime!.trim()} तक`),
    noEvents: "कार्यक्रमों की जानकारी जल्द ही भेजी जाएगी।",
    replyEyebrow: "उत्तर",
    replyTitle: "क्या आप पधारेंगे?",
    replyIntro: "कृपया अपने परिवार के सभी आने वाले सदस्यों की ओर से उत्तर दें।",
    replyBy: (deadline: string) => `कृपया ${hindiDate(deadline)} तक उत्तर दें।`,
    closed: (deadline: string) => `उत्तर देने की अंतिम तिथि ${hindiDate(deadline)} थी। कृपया वर-वधू से संपर्क करें।`,
    submit: "उत्तर भेजें",
    sentToast: { title: "उत्तर भेज दिया गया", attending: "आपके आने की ख़बर से बहुत ख़ुशी हुई!", declining: "आपकी कमी खलेगी। बताने के लिए धन्यवाद।" },
    tooMany: (n: number) => `आपका निमंत्रण ${n} ${n === 1 ? "अतिथि" : "अतिथियों"} के लिए है। और लोगों को जोड़ने से पहले कृपया वर-वधू से पूछ लें।`,
    thanksTitle: "धन्यवाद!",
    thanksComing: "आपका उत्तर हमें मिल गया है। आपके स्वागत की प्रतीक्षा रहेगी।",
    thanksNotComing: "आपका उत्तर हमें मिल गया है। आपकी कमी खलेगी; बताने के लिए धन्यवाद।",
    yourReply: "आपका उत्तर",
    overview: {
      replyOf: "उत्तर देने वाले",
      answer: "उत्तर",
      // In the family's own voice, without the gender a first person would need in Hindi.
      // Counted as the English is ("Coming: you and 2 guests"): "आ रहे हैं: आप और 2 अतिथि", "आ रहे हैं: केवल आप".
      summary: (r) => (r.rsvpStatus !== "yes" ? "नहीं आ पाएँगे" : `आ रहे हैं: ${companions(r) === 0 ? "केवल आप" : `आप और ${companions(r)} अतिथि`}`),
      familyMembers: "परिवार के सदस्य",
      children: "बच्चे",
      celebrations: "कौन किस कार्यक्रम में आएगा",
      noOne: "कोई नहीं",
    } satisfies OverviewText as OverviewText,
    change: "उत्तर बदलें",
    keep: "उत्तर जैसा है, वैसा रहने दें",
    changing: "नीचे जो बदलना हो, बदलकर फिर से भेजें; नया उत्तर पिछले उत्तर की जगह ले लेगा।",
    loading: "आपका निमंत्रण खुल रहा है...",
    loadingReply: "आपका उत्तर खुल रहा है...",
    replySavedNotShown: "आपका उत्तर हमें मिल गया है, पर अभी दिखाया नहीं जा सका। कृपया इंटरनेट कनेक्शन जाँचकर फिर से कोशिश करें।",
    loadFailedTitle: "निमंत्रण नहीं खुल सका",
    loadFailed: "निमंत्रण नहीं खुल सका। कृपया अपना इंटरनेट कनेक्शन जाँचकर फिर से कोशिश करें।",
    tryAgain: "फिर से कोशिश करें",
    notFoundTitle: "यह निमंत्रण नहीं मिला",
    notFound: "यह निमंत्रण लिंक अब मान्य नहीं है। कृपया वर-वधू से नया लिंक भेजने को कहें।",
    home: "विवाह की वेबसाइट देखें",
  },
} as const satisfies Record<InvitationLanguage, unknown>;

export type InvitationStrings = (typeof INVITATION_TEXT)[InvitationLanguage];
