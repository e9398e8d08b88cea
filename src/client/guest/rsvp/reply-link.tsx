/** The reply's private link with "Copy" and "Send to my WhatsApp", and the advice to keep it. */
import { Check, Copy, Link2, MessageCircle } from "lucide-react";
import { useRouter } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useClientRendered } from "../../ui/use-client-rendered";
import { useWedding } from "../use-wedding";
import { absoluteLink, whatsAppLink } from "./remembered-reply";

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (plain http on a phone, an old browser): the classic selection copy.
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    try {
      return document.execCommand("copy");
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

const actionClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine";

export function ReplyLink({ editUrl }: { editUrl: string }) {
  const { couple } = useWedding();
  // Drawn by the server too (the Thank You after a reply sent without JavaScript): the router knows the address there.
  const url = absoluteLink(editUrl, useRouter({ warn: false })?.options.origin ?? (typeof window === "undefined" ? "" : window.location.origin));
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  // "Copy" needs the app: the server's page (a reply sent without JavaScript) leaves it out, and the link
  // above can still be pressed and copied.
  const app = useClientRendered();
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(null), 4000);
    return () => clearTimeout(t);
  }, [copied]);
  return (
    <section aria-labelledby="reply-link-title" className="rounded-2xl border border-gold-light bg-cream/70 p-5 text-left sm:p-6">
      <h3 id="reply-link-title" className="flex items-center gap-2 font-display text-2xl font-medium text-wine">
        <Link2 className="size-5 shrink-0" aria-hidden /> Your reply link
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-ink">
        Keep this link: it opens your reply so you can view or change it later, from any phone. Anyone who has it can see your reply, so share it only with your
        family.
      </p>
      <a
        href={url}
        className="mt-3 block rounded-xl border border-line bg-white px-4 py-3 font-mono text-sm break-all text-ink underline-offset-4 hover:underline"
        data-testid="reply-link"
      >
        {url}
      </a>
      <div className="mt-4 flex flex-wrap gap-3">
        {app && (
          <button
            type="button"
            onClick={() => void copyText(url).then((ok) => setCopied(ok ? "yes" : "no"))}
            className={`${actionClass} bg-wine text-white hover:bg-wine-dark`}
          >
            {copied === "yes" ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />} Copy
          </button>
        )}
        <a href={whatsAppLink(url, couple)} target="_blank" rel="noopener noreferrer" className={`${actionClass} border border-wine text-wine hover:bg-blush`}>
          <MessageCircle className="size-4" aria-hidden /> Send to my WhatsApp
        </a>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-muted">
        {copied === "yes" ? "Link copied." : copied === "no" ? "Could not copy: press on the link to copy it." : ""}
      </p>
    </section>
  );
}
