import { CalendarHeart, Camera, ClipboardCheck, HeartHandshake, Music, Sparkles, UtensilsCrossed, Wine } from "lucide-react";
import { type EventIconKey, eventIconKey } from "../../shared/event-icon";
import { isSafeLink } from "../../shared/safe-link";

const ICONS: Record<EventIconKey, typeof Camera> = {
  "check-in": ClipboardCheck,
  photo: Camera,
  ceremony: HeartHandshake,
  cocktail: Wine,
  dinner: UtensilsCrossed,
  party: Music,
  reception: Sparkles,
  default: CalendarHeart,
};

/** The event's custom icon when set (and its link passes the stored-link rule), otherwise one chosen by keywords in its name. */
export function EventIcon({ eventName, customIconUrl }: { eventName: string; customIconUrl: string | null }) {
  if (isSafeLink(customIconUrl)) return <img src={customIconUrl} alt="" className="size-6 object-contain" loading="lazy" />;
  const Icon = ICONS[eventIconKey(eventName)];
  return <Icon className="size-5" aria-hidden data-icon={eventIconKey(eventName)} />;
}
