// @vitest-environment jsdom
/**
 * The form's quick check against a mocked network (msw) whose challenges and checks are the server's own
 * code: asked for a check (428), the form says "Checking your connection…", solves a challenge with the
 * browser's Web Crypto and sends the same reply again with the proof, which the server's check accepts.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PROOF_MESSAGES, type ReplyProof } from "../../../shared/schemas/reply-proof";
import { createReplyChallenge, spendProof } from "../../../server/modules/rsvp/proof-of-work";
import { queryClient } from "../../trpc";
import { Toaster } from "../../ui/toaster";
import { dismiss } from "../../ui/use-toast";
import { CHECKING_LABEL } from "./reply-check";
import { RsvpForm, type SubmittedRsvp } from "./rsvp-form";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => queryClient.clear());
afterEach(() => {
  server.resetHandlers();
  act(() => dismiss());
  cleanup();
  vi.restoreAllMocks();
});

const config = { appSecret: "s".repeat(64) };
/** Proofs this server has seen used (the app keeps them in deps.proofs). */
const proofs = new Map<string, number>();
const RSVP_ID = "3b241101-e2bb-4255-8caf-4136c566a962";
const needCheck = (message: string = PROOF_MESSAGES.needed) =>
  HttpResponse.json([{ error: { message, code: -32603, data: { code: "PRECONDITION_REQUIRED", httpStatus: 428 } } }], { status: 428 });
/** A real challenge of the server with little work (the solving itself is the server tests' and the script's). */
const challenge = () => createReplyChallenge(config, new Date(), 300);
const saved = () => HttpResponse.json([{ result: { data: { success: true, rsvpId: RSVP_ID } } }]);

/** A server that asks for a check until a valid one comes, checking proofs with the server's code. */
function busyNetwork(opts: { firstProofUsed?: boolean; challengeSent?: Promise<void> } = {}) {
  const bodies: Record<string, unknown>[] = [];
  const verdicts: string[] = [];
  let challenges = 0;
  server.use(
    http.post("*/trpc/guest.replyChallenge", async () => {
      challenges++;
      await opts.challengeSent;
      return HttpResponse.json([{ result: { data: await challenge() } }]);
    }),
    http.post("*/trpc/guest.submitRsvp", async ({ request }) => {
      const body = ((await request.json()) as Record<string, Record<string, unknown>>)["0"]!;
      bodies.push(body);
      const proof = body.proof as ReplyProof | undefined;
      if (!proof) return (verdicts.push("none"), needCheck());
      try {
        await spendProof({ config, proofs }, new Date(), proof);
      } catch (error) {
        verdicts.push((error as Error).message);
        return needCheck((error as Error).message);
      }
      // The first valid proof is treated as spent by someone else: the form must get a fresh one.
      if (opts.firstProofUsed && !verdicts.includes("used")) return (verdicts.push("used"), needCheck(PROOF_MESSAGES.expired));
      verdicts.push("ok");
      return saved();
    }),
  );
  return { bodies, verdicts, challenges: () => challenges };
}

function renderForm() {
  const onSubmitted = vi.fn<(r: SubmittedRsvp) => void>();
  render(
    <QueryClientProvider client={queryClient}>
      <RsvpForm onSubmitted={onSubmitted} />
      <Toaster />
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getAllByLabelText(/Full Name/)[0]!, { target: { value: "Kabir Malhotra" } });
  fireEvent.change(screen.getByLabelText(/Phone Number/), { target: { value: "9876543210" } });
  fireEvent.click(screen.getByLabelText(/Joyfully accepts/));
  return { onSubmitted };
}

const submitButton = () => screen.getByRole("button", { name: /Send my RSVP|Submitting|Checking your connection|Thank You/ });

// The solving runs on a shared 2-core machine here: generous waits, never a fixed sleep.
describe("a reply from a busy network", { timeout: 60_000 }, () => {
  it("solves the server's check in the browser and sends the same reply again, saying so meanwhile", async () => {
    let sendChallenge!: () => void;
    const net = busyNetwork({ challengeSent: new Promise<void>((r) => (sendChallenge = r)) });
    const { onSubmitted } = renderForm();
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toContain(CHECKING_LABEL), { timeout: 30_000 });
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    sendChallenge();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(expect.objectContaining({ rsvpId: RSVP_ID })), { timeout: 30_000 });
    expect(net.verdicts).toEqual(["none", "ok"]);
    expect(net.challenges()).toBe(1);
    // One reply, sent twice: same idempotency key and fields, the second with the solved check.
    const [first, second] = net.bodies;
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
    expect({ ...second, proof: undefined }).toEqual({ ...first, proof: undefined });
    expect(second!.proof).toMatchObject({ solution: { counter: expect.any(Number), derivedKey: expect.stringMatching(/^[0-9a-f]+$/) } });
    await screen.findByText("RSVP Submitted Successfully!");
  });

  it("gets a fresh check when the solved one was used meanwhile", async () => {
    const net = busyNetwork({ firstProofUsed: true });
    const { onSubmitted } = renderForm();
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled(), { timeout: 30_000 });
    expect(net.verdicts).toEqual(["none", "used", "ok"]);
    expect(net.challenges()).toBe(2);
  });

  it("stops after a few checks and shows the server's sentence, keeping what was typed", async () => {
    server.use(
      http.post("*/trpc/guest.replyChallenge", async () => HttpResponse.json([{ result: { data: await challenge() } }])),
      http.post("*/trpc/guest.submitRsvp", () => needCheck(PROOF_MESSAGES.expired)),
    );
    const { onSubmitted } = renderForm();
    fireEvent.click(submitButton());
    await screen.findByText(PROOF_MESSAGES.expired, {}, { timeout: 30_000 });
    expect(screen.getByText("Submission Failed")).toBeTruthy();
    expect(onSubmitted).not.toHaveBeenCalled();
    expect((screen.getAllByLabelText(/Full Name/)[0] as HTMLInputElement).value).toBe("Kabir Malhotra");
    await waitFor(() => expect(submitButton().textContent).toContain("Send my RSVP"), { timeout: 30_000 });
  });
});
