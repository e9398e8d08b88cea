/**
 * Where a reply sent without JavaScript lands (/rsvp/<token>?sent=1, from src/server/modules/rsvp/form-post.ts):
 * the Thank You a guest sees after sending, with the reply's private link, drawn by the server.
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { trpc } from "../../trpc";
import { ForgetThisPhone } from "../forget-phone";
import { SiteFooter } from "../site-footer";
import { rememberReply } from "./remembered-reply";
import { ThankYou } from "./thank-you";

export function SentReplyPage({ token }: { token: string }) {
  const reply = useQuery(trpc.guest.myRsvp.queryOptions({ token }));
  const editUrl = `/rsvp/${token}`;
  // A browser that runs the app keeps the link, as after a reply sent by the app.
  useEffect(() => {
    if (reply.data) rememberReply({ editToken: token, editUrl, repliedAt: reply.data.updatedAt ?? new Date().toISOString() });
  }, [reply.data, token, editUrl]);
  return (
    <>
      <ThankYou
        rsvpId={reply.data?.rsvpId ?? ""}
        idUploadFailed={false}
        editUrl={editUrl}
        attending={reply.data ? reply.data.rsvpStatus === "yes" : true}
        anotherHref="/"
      />
      <ForgetThisPhone links={{ replies: [token] }} />
      <SiteFooter />
    </>
  );
}
