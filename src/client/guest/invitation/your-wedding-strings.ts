/**
 * Every sentence of "Your wedding" (the household's own page: functions, room, car, menus, the printed itinerary),
 * in English and in Hindi, the household's language; as strings.ts does for the invitation.
 */
import { dateFormat } from "../../../shared/date-format";
import { dayLabel } from "../../../shared/day-labels";
import { formatTimeRange, isOpenEnded } from "../../../shared/time-range";

// Not imported from strings.ts: that file reads the reply page, which shows this one (a cycle at start-up).

/** A day of the wedding ("2025-11-07" plus day - 1) as "शनिवार, 8 नवंबर"; "दिन 2" without a date. */
function hindiDay(weddingDate: string | null, day: number) {
  const start = weddingDate ? new Date(`${weddingDate.slice(0, 10)}T00:00:00Z`) : null;
  if (!start || Number.isNaN(start.getTime())) return `दिन ${day}`;
  const d = new Date(start.getTime() + (day - 1) * 86_400_000);
  return dateFormat("hi-IN", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(d);
}

const list = (names: string[], and: string) => (names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} ${and} ${names.at(-1)}`);

/** "12 Feb" from a wall-clock "2027-02-12T09:40", in the language's month names. */
const shortDate = (locale: string, at: string) =>
  dateFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${at.slice(0, 10)}T00:00:00Z`));

export const YOUR_WEDDING_TEXT = {
  en: {
    eyebrowClass: "eyebrow",
    eyebrow: "All in one place",
    title: "Your Wedding",
    forPeople: (names: string[]) => `Planned for ${list(names, "and")}.`,
    timesAt: (zone: string) => `Times are at the venue (${zone}).`,
    functionsTitle: "Your functions",
    noFunctions: "The couple will share the functions with you soon.",
    day: dayLabel,
    time: formatTimeRange,
    when: "When",
    where: "Where",
    dressCode: "Dress code",
    coming: "Coming",
    openMap: "Open in Maps",
    addToCalendar: "Add to calendar",
    addAll: "Add all to my calendar",
    roomTitle: "Your room",
    roomEmpty: "Your room will appear here once the couple assigns it.",
    room: (no: string) => `Room ${no}`,
    staying: "Staying here",
    travelTitle: "Your pickup and drop",
    pickup: "Pickup",
    drop: "Drop",
    at: "Where",
    windowLabel: "Between",
    window: (at: string, start: string, end: string) => `${shortDate("en-GB", at)}, ${start} – ${end}`,
    noPoint: "The couple will confirm where you are met.",
    vehicle: "Car",
    driver: "Driver",
    call: (name: string) => `Call ${name}`,
    carEmpty: "Your car and driver will appear here once the couple assigns them.",
    noTravel: "You have not asked for a pickup or a drop. If you need one, change your reply and add your travel.",
    menusTitle: "Menus",
    menusEmpty: "The menus will appear here once the couple publishes them.",
    seeMenus: "See the full menus",
    print: "Print my itinerary",
    printTitle: (couple: string) => `${couple} · Your wedding`,
    scan: "Scan to open your invitation",
    loading: "Loading your wedding...",
    loadFailed: "We could not load your functions, room and car just now. Please check your connection and try again.",
    tryAgain: "Try again",
  },
  hi: {
    eyebrowClass: "text-sm font-medium text-gold-ink",
    eyebrow: "सारी जानकारी एक जगह",
    title: "आपका विवाह कार्यक्रम",
    forPeople: (names: string[]) => `${list(names, "और")} के लिए।`,
    timesAt: (zone: string) => `सभी समय विवाह स्थल के अनुसार हैं (${zone})।`,
    functionsTitle: "आपके कार्यक्रम",
    noFunctions: "कार्यक्रमों की जानकारी जल्द ही भेजी जाएगी।",
    day: hindiDay,
    time: (time: string, toTime: string | null) => (isOpenEnded(toTime) ? `${time} से` : `${time} से ${toTime!.trim()} तक`),
    when: "कब",
    where: "कहाँ",
    dressCode: "वेशभूषा",
    coming: "कौन आ रहे हैं",
    openMap: "नक्शे में देखें",
    addToCalendar: "कैलेंडर में जोड़ें",
    addAll: "सभी कार्यक्रम कैलेंडर में जोड़ें",
    roomTitle: "आपका कमरा",
    roomEmpty: "कमरा तय होते ही उसकी जानकारी यहाँ दिखेगी।",
    room: (no: string) => `कमरा ${no}`,
    staying: "ठहरने वाले",
    travelTitle: "आपको लेने और छोड़ने की व्यवस्था",
    pickup: "लेने की व्यवस्था",
    drop: "छोड़ने की व्यवस्था",
    at: "कहाँ",
    windowLabel: "समय",
    window: (at: string, start: string, end: string) => `${shortDate("hi-IN", at)}, ${start} से ${end} के बीच`,
    noPoint: "आपको कहाँ से लिया जाएगा, यह जल्द ही बताया जाएगा।",
    vehicle: "गाड़ी",
    driver: "ड्राइवर",
    call: (name: string) => `${name} को फ़ोन करें`,
    carEmpty: "गाड़ी और ड्राइवर तय होते ही उनकी जानकारी यहाँ दिखेगी।",
    noTravel: "आपने लेने या छोड़ने की व्यवस्था नहीं माँगी है। ज़रूरत हो तो अपना उत्तर बदलकर यात्रा की जानकारी जोड़ें।",
    menusTitle: "भोजन सूची",
    menusEmpty: "भोजन सूची प्रकाशित होते ही यहाँ दिखेगी।",
    seeMenus: "पूरी भोजन सूची देखें",
    print: "अपना कार्यक्रम प्रिंट करें",
    printTitle: (couple: string) => `${couple} · आपका विवाह कार्यक्रम`,
    scan: "अपना निमंत्रण खोलने के लिए स्कैन करें",
    loading: "आपका कार्यक्रम खुल रहा है...",
    loadFailed: "आपके कार्यक्रम, कमरे और गाड़ी की जानकारी अभी नहीं खुल सकी। कृपया इंटरनेट कनेक्शन जाँचकर फिर से कोशिश करें।",
    tryAgain: "फिर से कोशिश करें",
  },
} as const;

export type YourWeddingStrings = (typeof YOUR_WEDDING_TEXT)["en" | "hi"];
