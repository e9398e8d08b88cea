// @vitest-environment jsdom
/** The reply kept on the phone: what is stored (and what never is), per place, and how a failure is told apart. */
import { TRPCClientError } from "@trpc/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RsvpSubmission } from "../../../shared/schemas/rsvp";
import { emptyForm } from "./form-types";
import {
  forgetPendingReply,
  hasPendingReply,
  isConnectionFailure,
  keepPendingReply,
  PENDING_REPLY_KEY,
  placeOf,
  readPendingReply,
  retryDelayMs,
  withSendLock,
} from "./pending-reply";

const reply = {
  primaryGuestName: "Kabir Malhotra",
  primaryGuestPhone: "+919876543210",
  rsvpStatus: "yes",
  uploadedFileName: "abcdefgh12.pdf",
  familyMembers: [],
  children: [],
  proof: { challenge: { secret: "x" }, solution: { number: 1 } },
  idempotencyKey: "should-not-be-kept",
  invitationToken: "secret-invitation-token",
} as unknown as RsvpSubmission;

const entry = (over: Partial<Parameters<typeof keepPendingReply>[0]> = {}) => ({
  place: "home",
  idempotencyKey: "0123456789abcdef",
  reply,
  values: { ...emptyForm(), primaryGuestName: "Kabir Malhotra" },
  primaryIdMissing: false,
  missingIds: ["Ravi Verma"],
  ...over,
});

afterEach(() => window.localStorage.clear());

describe("the kept reply", () => {
  it("keeps the submission with its key and uploaded file names, without the check or the invitation token", () => {
    expect(keepPendingReply(entry())).toBe(true);
    const raw = window.localStorage.getItem(PENDING_REPLY_KEY)!;
    expect(raw).not.toContain("secret-invitation-token");
    expect(raw).not.toContain("should-not-be-kept");
    expect(raw).not.toContain("challenge");
    const kept = readPendingReply("home")!;
    expect(kept.idempotencyKey).toBe("0123456789abcdef");
    expect(kept.reply.uploadedFileName).toBe("abcdefgh12.pdf");
    expect(kept.reply.primaryGuestName).toBe("Kabir Malhotra");
    expect(kept.values.primaryGuestName).toBe("Kabir Malhotra");
    expect(kept.missingIds).toEqual(["Ravi Verma"]);
    expect(Date.parse(kept.keptAt)).not.toBeNaN();
  });

  it("belongs to the page it was written on: the home page or one invitation, told apart without its token", () => {
    const invitation = placeOf("tok-A");
    expect(invitation).not.toContain("tok-A");
    expect(placeOf("tok-A")).toBe(invitation);
    expect(placeOf("tok-B")).not.toBe(invitation);
    keepPendingReply(entry({ place: invitation }));
    expect(hasPendingReply(invitation)).toBe(true);
    expect(hasPendingReply("home")).toBe(false);
    expect(hasPendingReply(placeOf("tok-B"))).toBe(false);
  });

  it("is forgotten by its own key only, so a newer reply kept meanwhile stays", () => {
    keepPendingReply(entry({ idempotencyKey: "newer-key-000000" }));
    forgetPendingReply("0123456789abcdef");
    expect(hasPendingReply("home")).toBe(true);
    forgetPendingReply("newer-key-000000");
    expect(window.localStorage.getItem(PENDING_REPLY_KEY)).toBeNull();
  });

  it("reads nothing from a damaged store", () => {
    window.localStorage.setItem(PENDING_REPLY_KEY, "{not json");
    expect(readPendingReply("home")).toBeNull();
    window.localStorage.setItem(PENDING_REPLY_KEY, JSON.stringify({ place: "home", idempotencyKey: 5 }));
    expect(readPendingReply("home")).toBeNull();
  });

  it("answers false when the phone refuses to store it", () => {
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    try {
      expect(keepPendingReply(entry())).toBe(false);
    } finally {
      setItem.mockRestore();
    }
  });
});

describe("a failure for want of a connection", () => {
  it("is a fetch that failed or an answer without the server's code, never a refusal or a server error", () => {
    expect(isConnectionFailure(new TypeError("Failed to fetch"))).toBe(true);
    expect(isConnectionFailure(new TRPCClientError("Failed to fetch"))).toBe(true);
    const refusal = (code: string, httpStatus: number) => TRPCClientError.from({ error: { message: "no", code: -32600, data: { code, httpStatus } } });
    expect(isConnectionFailure(refusal("BAD_REQUEST", 400))).toBe(false);
    expect(isConnectionFailure(refusal("CONFLICT", 409))).toBe(false);
    expect(isConnectionFailure(refusal("TOO_MANY_REQUESTS", 429))).toBe(false);
    expect(isConnectionFailure(refusal("INTERNAL_SERVER_ERROR", 500))).toBe(false);
    expect(isConnectionFailure(new Error("The quick check could not finish. Please try again."))).toBe(false);
  });

  it("is tried again after 5, 10, 20, 40 s, then every minute", () => {
    expect([0, 1, 2, 3, 4, 9].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000]);
  });
});

describe("the send lock", () => {
  it("never runs two sends at once in a tab", async () => {
    let release!: () => void;
    const first = withSendLock(() => new Promise<string>((r) => (release = () => r("first"))));
    expect(await withSendLock(async () => "second")).toBeNull();
    release();
    expect(await first).toBe("first");
    expect(await withSendLock(async () => "third")).toBe("third");
  });
});
