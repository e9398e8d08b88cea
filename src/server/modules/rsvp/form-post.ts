/**
 * POST /rsvp/send: the RSVP form without JavaScript (a real <form method="post" enctype="multipart/form-data">
 * on "/" and "/i/<token>"). It reads the form (files/form-parts.ts: ID files stored as /api/temp-upload stores
 * them), turns the fields into the form's values (form-fields.ts), applies the browser's own steps
 * (shared/reply-payload.ts) and runs guest.submitRsvp through a tRPC caller with this request's context: one
 * definition of the reply, its schema, limits, consent, idempotency and seats.
 * - sent: 303 to the reply's private link with ?sent=1 (its Thank You);
 * - refused, or a button that only changes the form (add or remove a person): the same page again, rendered
 *   by pageShell with the form's state (shared/reply-form-state.ts) for the server-rendered form to show.
 * A broken, cut-off, stalled or oversized body is a 4xx with the page and a sentence, never a 500 or a hang.
 * The fields are held to the schema's bounds as they are read (form-bounds.ts), and the pages drawn back wait their
 * turn (form-page-queue.ts), so neither a huge post nor a flood of stalled ones can sink the server.
 */
import crypto from "node:crypto";
import multipart from "@fastify/multipart";
import { TRPCError } from "@trpc/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { guestQuery, type PageShell, pageShell } from "../../page-shell";
import { publicOrigin } from "../../public-origin";
import { emptyForm, type RsvpFormValues } from "../../../shared/reply-form-values";
import type { ReplyFormState } from "../../../shared/reply-form-state";
import { declinedPayload, refusalFields, SUBMIT_FAILED, withChosenEvents, withTravelPayload } from "../../../shared/reply-payload";
import type { RsvpSubmission } from "../../../shared/schemas/rsvp";
import { HOUSEHOLD_MESSAGES } from "../../../shared/schemas/households";
import { SETUP_PENDING_MESSAGE } from "../../../shared/setup-pending";
import { drainThenClose } from "../../files/drain";
import { dropStored, FORM_LIMITS, FORM_MAX_BODY_BYTES, FORM_MESSAGES, readReplyForm } from "../../files/form-parts";
import { UploadMeter } from "../../files/upload-limits";
import { humanWait } from "../../limits";
import { setupDone } from "../../setup/setup-done";
import { createContextFactory } from "../../trpc/context";
import { fieldErrors, httpStatusOf, humanMessage } from "../../trpc/errors";
import { createCaller } from "../../trpc/router";
import { FORM_BOUND_MESSAGES, FORM_MAX_PEOPLE, FormBounds, invitationSeats } from "./form-bounds";
import { formValuesOf, intentOf, partyOf } from "./form-fields";
import { PageQueue } from "./form-page-queue";
import { RSVP_BURST_PER_IP } from "./limits";

export const FORM_POST_PATH = "/rsvp/send";

export const FORM_POST_MESSAGES = {
  /** The quick check a busy network's new replies need is solved by script: without it, a later try. */
  busy: (wait: string) =>
    `Many replies have come from your network in the last few minutes. Please send yours again in ${wait}, or from a browser with JavaScript turned on.`,
  unknownButton: "That button is not part of this form. Please check your reply and press Submit RSVP.",
  onlyPost: "This address only receives the RSVP form. Please open the invitation to reply.",
} as const;

/** Sends a page: the built app's index.html with the shell (static.ts); null when the app has no client build. */
export type SendPage = ((reply: FastifyReply, status: number, shell: PageShell) => unknown) | null;

const KEY = /^[A-Za-z0-9-]{8,64}$/;
const newKey = () => crypto.randomBytes(16).toString("hex");

export async function registerReplyFormPost(app: FastifyInstance, sendPage: SendPage) {
  const deps = app.deps;
  const makeContext = createContextFactory(deps);

  /** The page the form was on ("/" or "/i/<token>"), again, with the form's state. */
  async function page(req: FastifyRequest, reply: FastifyReply, status: number, state: ReplyFormState, invitationToken?: string) {
    const pathname = invitationToken ? `/i/${encodeURIComponent(invitationToken)}` : "/";
    reply.header("Cache-Control", "private, no-store");
    if (!sendPage)
      return reply
        .code(status)
        .type("text/plain; charset=utf-8")
        .send(state.notice ?? SUBMIT_FAILED.description);
    // Drawn with the form as it came back, so the guest sees what they typed and the errors without JavaScript.
    const query = guestQuery(createCaller(makeContext({ req, res: reply })));
    const shell = await pageShell(deps, pathname, { origin: await publicOrigin(deps), url: pathname, query, replyForm: state });
    return sendPage(reply, status, shell);
  }

  /** The page again, drawn in its turn (form-page-queue.ts): a flood of refusals never holds the other pages. */
  const drawing = new PageQueue();
  const answer = (req: FastifyRequest, reply: FastifyReply, status: number, state: ReplyFormState, invitationToken?: string) =>
    drawing.answer(req, reply, status, state.notice, () => page(req, reply, status, state, invitationToken));

  /** The asked celebrations of this form (an invitation's own ones), and whether the household already replied. */
  async function formContext(caller: ReturnType<typeof createCaller>, invitationToken: string | undefined) {
    const asked = (await caller.guest.timelineEvents()).filter((e) => e.asksAttendance).map((e) => e.id);
    if (!invitationToken) return { asked, mode: "new" as const };
    const invitation = await caller.guest.invitation({ token: invitationToken }).catch(() => null);
    if (!invitation) return { asked, mode: "new" as const };
    const invited = new Set(invitation.events.map((e) => e.id));
    return { asked: asked.filter((id) => invited.has(id)), mode: invitation.reply ? ("edit" as const) : ("new" as const) };
  }

  async function send(req: FastifyRequest, reply: FastifyReply) {
    // Before setup nothing is stored (setup-done.ts): refused before the body is read.
    if (!(await setupDone(deps))) {
      await drainThenClose(req.raw, reply);
      return answer(req, reply, 403, { values: emptyForm(), errors: {}, notice: SETUP_PENDING_MESSAGE, idempotencyKey: newKey() });
    }
    const meter = new UploadMeter(deps, req, { maxBytes: FORM_MAX_BODY_BYTES, tooLargeMessage: FORM_MESSAGES.tooLarge, roomFromFirstFile: true });
    let read: Awaited<ReturnType<typeof readReplyForm>>;
    const bounds = new FormBounds();
    try {
      read = await readReplyForm(deps, req, meter, bounds, (token) => invitationSeats(deps.db, token));
    } catch (error) {
      meter.finish({ serverFault: true });
      throw error;
    }
    // Past a bound no page of this site posts (people, text): the sentence alone, nothing drawn from it.
    if (bounds.refusal) {
      meter.finish();
      await dropStored(deps, read.stored);
      await drainThenClose(req.raw, reply);
      return reply.code(413).header("Cache-Control", "private, no-store").type("text/plain; charset=utf-8").send(bounds.refusal);
    }
    const first = (name: string) => read.fields.find(([n]) => n === name)?.[1];
    const posted = first("idempotencyKey");
    const idempotencyKey = posted && KEY.test(posted) ? posted : newKey();
    const token = first("invitationToken");
    const invitationToken = token && token.length <= 200 ? token : undefined;

    // A file part with content wins over the hidden field that kept an earlier one.
    const fromFiles = new Map([...read.files].flatMap(([name, got]) => ("stored" in got ? [[name, got.stored] as const] : [])));
    const values = formValuesOf([...read.fields.filter(([name]) => !fromFiles.has(name)), ...fromFiles]);
    // A file refused, or a text cut to the schema's bound as it was read: said beside its field.
    const fileErrors: Record<string, string> = {
      ...bounds.errors,
      ...Object.fromEntries([...read.files].flatMap(([name, got]) => ("error" in got ? [[name, got.error] as const] : []))),
    };

    if (read.refusal) {
      const { status, message, retryAfterSeconds } = read.refusal;
      meter.finish({ serverFault: status >= 500 });
      await dropStored(deps, read.stored);
      const kept = { ...values, ...clearedFiles(values, read.stored) };
      if (retryAfterSeconds) reply.header("Retry-After", String(retryAfterSeconds));
      // A stalled body (408) will not send the rest: nothing to wait for.
      if (status === 408) reply.header("Connection", "close");
      else await drainThenClose(req.raw, reply);
      return answer(req, reply, status, { values: kept, errors: {}, notice: message, idempotencyKey }, invitationToken);
    }
    meter.finish({ storedUnclaimed: read.stored.reduce((sum, s) => sum + s.sizeBytes, 0) });

    // "Add" adds one card, up to the household's seats or the open form's bound (the seats are checked again on sending).
    const maxPeople = bounds.seats ?? FORM_MAX_PEOPLE;
    const intent = intentOf(first("intent"), values, maxPeople);
    if (!intent) return answer(req, reply, 400, { values, errors: fileErrors, notice: FORM_POST_MESSAGES.unknownButton, idempotencyKey }, invitationToken);
    if (!intent.send) {
      const full = /^add-/.test(first("intent") ?? "") && partyOf(values) >= maxPeople;
      const notice = full ? (bounds.seats ? HOUSEHOLD_MESSAGES.tooManyPeople(bounds.seats) : FORM_BOUND_MESSAGES.fullForm(maxPeople)) : undefined;
      return answer(req, reply, 200, { values: intent.change(values), errors: fileErrors, ...(notice && { notice }), idempotencyKey }, invitationToken);
    }
    if (Object.keys(fileErrors).length > 0) {
      return answer(req, reply, 400, { values, errors: fileErrors, notice: SUBMIT_FAILED.description, idempotencyKey }, invitationToken);
    }

    const caller = createCaller(makeContext({ req, res: reply }));
    try {
      const { asked, mode } = await formContext(caller, invitationToken);
      const payload = withChosenEvents(withTravelPayload(declinedPayload(values, mode)) as unknown as RsvpSubmission, asked);
      const saved = await caller.guest.submitRsvp({ ...payload, idempotencyKey, invitationToken });
      return reply.code(303).header("Cache-Control", "private, no-store").header("Location", `${saved.editUrl}?sent=1`).send();
    } catch (error) {
      const status = httpStatusOf(error);
      if (status >= 500) req.log.error({ err: error }, "no-script reply failed");
      // The check a busy network's replies carry is solved by script; the no-script form never skips it.
      if (error instanceof TRPCError && error.code === "PRECONDITION_REQUIRED") {
        const wait = Math.ceil(RSVP_BURST_PER_IP.windowMs / 1000);
        reply.header("Retry-After", String(wait));
        return answer(req, reply, 429, { values, errors: {}, notice: FORM_POST_MESSAGES.busy(humanWait(wait)), idempotencyKey }, invitationToken);
      }
      const code = error instanceof TRPCError ? error.code : undefined;
      const { fields, description } = refusalFields({ code, httpStatus: status, fieldErrors: fieldErrors(error), message: humanMessage(error) });
      const errors: Record<string, string> = {};
      for (const [path, message] of fields) errors[path] ??= message;
      return answer(req, reply, status, { values, errors, ...(description && { notice: description }), idempotencyKey }, invitationToken);
    }
  }

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: FORM_LIMITS });
    scope.post(FORM_POST_PATH, send);
  });
  // Only the form posts here; anything else gets a sentence (a GET would otherwise open a private-link page for "send").
  app.route({
    method: ["GET", "PUT", "PATCH", "DELETE", "OPTIONS"],
    url: FORM_POST_PATH,
    handler: (_req, reply) => reply.code(405).header("Allow", "POST").type("text/plain; charset=utf-8").send(FORM_POST_MESSAGES.onlyPost),
  });
}

/** The stored names a failed request's files had put in the form, taken out again (those files are gone). */
function clearedFiles(values: RsvpFormValues, stored: { name: string }[]): Partial<RsvpFormValues> {
  if (stored.length === 0) return {};
  const gone = new Set(stored.map((s) => s.name));
  const clear = <T extends { uploadedFileName?: string | null; frontIdFileName?: string | null; backIdFileName?: string | null }>(p: T): T => ({
    ...p,
    uploadedFileName: gone.has(p.uploadedFileName ?? "") ? "" : p.uploadedFileName,
    frontIdFileName: gone.has(p.frontIdFileName ?? "") ? "" : p.frontIdFileName,
    backIdFileName: gone.has(p.backIdFileName ?? "") ? "" : p.backIdFileName,
  });
  return { ...clear(values), familyMembers: values.familyMembers.map(clear) };
}
