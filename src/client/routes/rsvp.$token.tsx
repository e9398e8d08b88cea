import { createFileRoute } from "@tanstack/react-router";
import { EditReplyPage } from "../guest/rsvp/edit-reply-page";
import { SentReplyPage } from "../guest/rsvp/sent-reply-page";

/** `?sent=1`: the reply was just sent without JavaScript (src/server/modules/rsvp/form-post.ts). */
const parseSearch = (search: Record<string, unknown>): { sent?: 1 } => (String(search.sent) === "1" ? { sent: 1 } : {});

/** A reply's private link: view and change the reply (issue 13), or its Thank You just after it was sent. */
export const Route = createFileRoute("/rsvp/$token")({ validateSearch: parseSearch, component: ReplyLinkPage });

function ReplyLinkPage() {
  const { token } = Route.useParams();
  const { sent } = Route.useSearch();
  return sent ? <SentReplyPage token={token} /> : <EditReplyPage token={token} />;
}
