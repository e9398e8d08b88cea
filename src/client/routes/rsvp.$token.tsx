import { createFileRoute } from "@tanstack/react-router";
import { EditReplyPage } from "../guest/rsvp/edit-reply-page";

/** A reply's private link: view and change the reply (issue 13). */
export const Route = createFileRoute("/rsvp/$token")({ component: ReplyLinkPage });

function ReplyLinkPage() {
  const { token } = Route.useParams();
  return <EditReplyPage token={token} />;
}
