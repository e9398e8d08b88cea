/**
 * The Cloud API's webhook: Meta's verification handshake, the X-Hub-Signature-256 check over the raw body, and
 * status notifications (Meta's "Status messages webhook reference" shape) moving each message forward only.
 * Real app (app.inject) over in-memory SQLite with the real migrations.
 */
import crypto from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAdminSession, makeTestApp, type TestApp } from "../../app.test-helpers";
import { WEBHOOK_BODY_LIMIT } from "./webhook";

const APP_SECRET = "0123456789abcdef0123456789abcdef";
const VERIFY_TOKEN = "a-long-verify-token-the-couple-chose";
const PATH = "/api/whatsapp/webhook";

let t: TestApp;
let householdId: number;
beforeEach(async () => {
  t = await makeTestApp({ WHATSAPP_APP_SECRET: APP_SECRET, WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN });
  ({ id: householdId } = await t.db
    .insertInto("households")
    .values({ name: "Sharma family", phone: "+919876543210", seats: 2, createdAt: "2026-01-01T00:00:00Z" })
    .returning("id")
    .executeTakeFirstOrThrow());
});
afterEach(async () => {
  await t.close();
});

const sign = (body: string | Buffer, secret = APP_SECRET) => `sha256=${crypto.createHmac("sha256", secret).update(body).digest("hex")}`;
const post = (body: string, headers: Record<string, string> = { "x-hub-signature-256": sign(body) }) =>
  t.app.inject({ method: "POST", url: PATH, payload: body, headers: { "content-type": "application/json", ...headers } });

/** A status notification as Meta sends it (entry[].changes[].value.statuses[], field "messages"). */
function statusBody(id: string, status: string, errors?: unknown[]) {
  return JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "15550783881", phone_number_id: "106540352242922" },
              statuses: [
                {
                  id,
                  status,
                  timestamp: "1750263773",
                  recipient_id: "919876543210",
                  ...(errors
                    ? { errors }
                    : {
                        conversation: { id: "a75d17ad06104c51166f948319b03c6a", origin: { type: "utility" } },
                        pricing: { billable: true, pricing_model: "PMP", category: "utility", type: "regular" },
                      }),
                },
              ],
            },
            field: "messages",
          },
        ],
      },
    ],
  });
}

async function sendRow(waMessageId: string, status: "queued" | "sent" = "sent") {
  await t.db
    .insertInto("whatsappSends")
    .values({ householdId, kind: "reminder", waMessageId, status, attempts: 1, createdAt: "2026-01-01T00:00:00Z", updatedAt: "2026-01-01T00:00:00Z" })
    .execute();
}
const row = (waMessageId: string) =>
  t.db.selectFrom("whatsappSends").select(["status", "error", "updatedAt"]).where("waMessageId", "=", waMessageId).executeTakeFirstOrThrow();

describe("GET /api/whatsapp/webhook (Meta's verification request)", () => {
  it("echoes hub.challenge for the configured verify token", async () => {
    const res = await t.app.inject({ method: "GET", url: `${PATH}?hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=${VERIFY_TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("1158201444");
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
  });

  it("answers 403 for a wrong or missing token, another mode, or when no verify token is configured", async () => {
    for (const query of [
      "hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=guess",
      "hub.mode=subscribe&hub.challenge=1158201444",
      `hub.mode=unsubscribe&hub.challenge=1158201444&hub.verify_token=${VERIFY_TOKEN}`,
      `hub.challenge=1158201444&hub.verify_token=${VERIFY_TOKEN}`,
    ]) {
      const res = await t.app.inject({ method: "GET", url: `${PATH}?${query}` });
      expect(res.statusCode, query).toBe(403);
      expect(res.json(), query).toEqual({ message: expect.any(String) });
      expect(res.body).not.toContain("1158201444");
    }
    await t.close();
    t = await makeTestApp();
    const res = await t.app.inject({ method: "GET", url: `${PATH}?hub.mode=subscribe&hub.challenge=1&hub.verify_token=` });
    expect([res.statusCode, res.json()]).toEqual([403, { message: "The WhatsApp webhook is not set up on this site." }]);
  });

  it("does not echo a challenge that is not a plain token", async () => {
    const res = await t.app.inject({ method: "GET", url: `${PATH}?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=%3Cscript%3E` });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain("<script>");
  });
});

describe("POST /api/whatsapp/webhook: the signature", () => {
  it("answers 401 to an unsigned body, a wrong signature and one made with another secret, and changes nothing", async () => {
    await sendRow("wamid.A");
    const body = statusBody("wamid.A", "read");
    for (const headers of [
      {} as Record<string, string>,
      { "x-hub-signature-256": "sha256=" + "0".repeat(64) },
      { "x-hub-signature-256": sign(body, "another-secret") },
      { "x-hub-signature-256": sign(body).replace("sha256=", "sha1=") },
      { "x-hub-signature-256": sign(body + " ") },
      { "x-hub-signature-256": "sha256=abc" },
    ]) {
      const res = await post(body, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json()).toEqual({ message: "The request is not signed by WhatsApp." });
    }
    expect((await row("wamid.A")).status).toBe("sent");
  });

  it("checks the signature over the raw bytes, not re-encoded JSON", async () => {
    await sendRow("wamid.A");
    // Spacing and escapes JSON.stringify would not reproduce.
    const body = statusBody("wamid.A", "delivered").replace('"status":"delivered"', '"status" : "deliv\\u0065red"');
    const res = await post(body);
    expect([res.statusCode, res.json()]).toEqual([200, { updated: 1 }]);
    expect((await row("wamid.A")).status).toBe("delivered");
  });

  it("answers 401 to every POST when no app secret is configured", async () => {
    await t.close();
    t = await makeTestApp();
    const body = statusBody("wamid.A", "read");
    const res = await post(body);
    expect([res.statusCode, res.json()]).toEqual([401, { message: "The WhatsApp webhook is not set up on this site." }]);
  });

  it("answers 400 with a sentence to a signed body that is not a notification, and 413 to a large one", async () => {
    for (const body of ["not json", "[]", '{"entry": "x"}', "null", ""]) {
      const res = await post(body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json()).toEqual({ message: "The request body is not a WhatsApp webhook notification." });
    }
    const big = JSON.stringify({ entry: [], pad: "x".repeat(WEBHOOK_BODY_LIMIT) });
    const res = await post(big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "The request is too large." });
  });
});

describe("POST /api/whatsapp/webhook: statuses", () => {
  it("moves a message through delivered and read, and a replayed status changes nothing", async () => {
    await sendRow("wamid.A");
    expect((await post(statusBody("wamid.A", "delivered"))).json()).toEqual({ updated: 1 });
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    expect((await post(statusBody("wamid.A", "read"))).json()).toEqual({ updated: 1 });
    const read = await row("wamid.A");
    expect(read.status).toBe("read");
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    // Meta delivers at least once: the same notification again, and a late "delivered".
    expect((await post(statusBody("wamid.A", "read"))).json()).toEqual({ updated: 0 });
    expect((await post(statusBody("wamid.A", "delivered"))).json()).toEqual({ updated: 0 });
    expect((await post(statusBody("wamid.A", "sent"))).json()).toEqual({ updated: 0 });
    expect(await row("wamid.A")).toEqual(read);
  });

  it("records a failure with its title, details and code, and a later delivery on another device wins over it", async () => {
    await sendRow("wamid.B");
    const errors = [
      {
        code: 131026,
        title: "Message undeliverable",
        message: "Message undeliverable",
        error_data: { details: "Message Undeliverable." },
        href: "https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/",
      },
    ];
    expect((await post(statusBody("wamid.B", "failed", errors))).json()).toEqual({ updated: 1 });
    expect(await row("wamid.B")).toMatchObject({ status: "failed", error: "Message undeliverable: Message Undeliverable. (error 131026)" });
    expect((await post(statusBody("wamid.B", "failed", errors))).json()).toEqual({ updated: 0 });
    expect((await post(statusBody("wamid.B", "delivered"))).json()).toEqual({ updated: 1 });
    expect(await row("wamid.B")).toMatchObject({ status: "delivered", error: null });
    // A failure reported after the message was read is not believed.
    expect((await post(statusBody("wamid.B", "read"))).json()).toEqual({ updated: 1 });
    expect((await post(statusBody("wamid.B", "failed", errors))).json()).toEqual({ updated: 0 });
    expect(await row("wamid.B")).toMatchObject({ status: "read", error: null });
  });

  it("ignores unknown message ids and statuses it does not track, and shows the status in the guest list", async () => {
    await sendRow("wamid.C");
    expect((await post(statusBody("wamid.UNKNOWN", "read"))).json()).toEqual({ updated: 0 });
    expect((await post(statusBody("wamid.C", "deleted"))).json()).toEqual({ updated: 0 });
    expect((await post(statusBody("wamid.C", "read"))).json()).toEqual({ updated: 1 });
    const owner = await createAdminSession(t.db, t.clock.now);
    const list = await t.app.inject({ method: "GET", url: "/api/admin/households", headers: { authorization: `Bearer ${owner}` } });
    expect((list.json() as { data: { lastSend?: unknown }[] }).data[0]!.lastSend).toEqual({
      kind: "reminder",
      status: "read",
      at: expect.any(String),
      error: null,
    });
  });
});
