import { createFileRoute } from "@tanstack/react-router";
import { InvitationPage } from "../guest/invitation/invitation-page";

/** A household's invitation link: the invitation, and its reply's private link. */
export const Route = createFileRoute("/i/$token")({ component: InvitationLinkPage });

function InvitationLinkPage() {
  const { token } = Route.useParams();
  return <InvitationPage token={token} />;
}
