/**
 * Code delivery through OTP_DELIVERY (console, webhook, whatsapp), end to end through request-otp:
 * the real app (app.inject, in-memory SQLite) calls local HTTP servers on 127.0.0.1.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../../fastify.config";
import { makeTestApp, startCaptureServer, type TestApp } from "../app.test-helpers";
import { deliverOtp, maskPhone, OtpDeliveryError, WHATSAPP_OTP_TEMPLATE } from "./deliver";

const ADMIN_PHONE = "+91 98765 43210";
const ADMIN_DIGITS = "919876543210";

type Hook = Awaited<ReturnType<typeof startCaptureServer>>;
let hook: Hook;
let t: TestApp | null = null;

beforeEach(async () => {
  hook = await startCaptureServer();
});
afterEach(async () => {
  await t?.close();
  t = null;
  await hook.close();
});

const requestOtp = (app: TestApp) => app.app.inject({ method: "POST", url: "/api/auth/request-otp", payload: { phoneNumber: ADMIN_PHONE, otpWebhookUrl: "" } });
const verifyOtp = (app: TestApp, sessionToken: string, otp: string) =>
  app.app.inject({ method: "POST", url: "/api/auth/verify-otp", payload: { sessionToken, otp } });

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;

describe("webhook delivery", () => {
  it("POSTs JSON {phoneNumber, code, message} to OTP_WEBHOOK_URL, and the code logs in", async () => {
    t = await makeTestApp({ ADMIN_PHONE, OTP_DELIVERY: "webhook", OTP_WEBHOOK_URL: `${hook.url}/hooks/otp?key=abc` });
    const res = await requestOtp(t);
    expect(res.statusCode, res.body).toBe(200);

    expect(hook.requests).toHaveLength(1);
    const req = hook.requests[0]!;
    expect(req.method).toBe("POST");
    expect(req.url).toBe("/hooks/otp?key=abc");
    expect(req.headers["content-type"]).toMatch(/^application\/json/);
    const body = JSON.parse(req.body) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(["code", "message", "phoneNumber"]);
    expect(body.phoneNumber).toBe(ADMIN_DIGITS);
    expect(body.code).toMatch(/^\d{6}$/);
    expect(body.message).toContain(body.code);

    const ok = await verifyOtp(t, (res.json() as { sessionToken: string }).sessionToken, body.code!);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("answers 502 'Failed to send OTP' when the webhook answers 500, and that code cannot be used", async () => {
    hook.setStatus(500);
    t = await makeTestApp({ ADMIN_PHONE, OTP_DELIVERY: "webhook", OTP_WEBHOOK_URL: hook.url });
    const res = await requestOtp(t);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toContain("Failed to send OTP");
    expect(res.json()).toEqual({ message: "Failed to send OTP. Please try again." });
    const row = await t.db.selectFrom("otpChallenges").selectAll().executeTakeFirstOrThrow();
    expect(row.closedAt).not.toBeNull();

    const trpc = await t.app.inject({ method: "POST", url: "/trpc/auth.requestOtp", payload: { phoneNumber: ADMIN_PHONE } });
    expect(trpc.statusCode).toBe(502);
    expect(trpc.json().error.message).toBe("Failed to send OTP. Please try again.");
  });

  it("keeps an earlier code valid when a later one could not be sent", async () => {
    t = await makeTestApp({ ADMIN_PHONE, OTP_DELIVERY: "webhook", OTP_WEBHOOK_URL: hook.url });
    const first = await requestOtp(t);
    const code = (JSON.parse(hook.requests[0]!.body) as { code: string }).code;
    hook.setStatus(503);
    expect((await requestOtp(t)).statusCode).toBe(502);
    expect((await verifyOtp(t, (first.json() as { sessionToken: string }).sessionToken, code)).statusCode).toBe(200);
  });

  it("answers 502 when the webhook cannot be reached or is not configured", async () => {
    const gone = await startCaptureServer();
    const url = gone.url;
    await gone.close();
    t = await makeTestApp({ ADMIN_PHONE, OTP_DELIVERY: "webhook", OTP_WEBHOOK_URL: url });
    expect((await requestOtp(t)).statusCode).toBe(502);
    await t.close();

    t = await makeTestApp({ ADMIN_PHONE, OTP_DELIVERY: "webhook" });
    const res = await requestOtp(t);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: "Failed to send OTP. Please try again." });
  });
});

describe("whatsapp delivery", () => {
  it("calls the Cloud API messages endpoint with the bearer token and the authentication template", async () => {
    t = await makeTestApp({
      ADMIN_PHONE,
      OTP_DELIVERY: "whatsapp",
      WHATSAPP_API_URL: `${hook.url}/v21.0`,
      WHATSAPP_PHONE_NUMBER_ID: "1234567890",
      WHATSAPP_TOKEN: "wa-secret-token",
    });
    const res = await requestOtp(t);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/WhatsApp/);

    expect(hook.requests).toHaveLength(1);
    const req = hook.requests[0]!;
    expect(req.method).toBe("POST");
    expect(req.url).toBe("/v21.0/1234567890/messages");
    expect(req.headers.authorization).toBe("Bearer wa-secret-token");
    expect(req.headers["content-type"]).toMatch(/^application\/json/);
    const body = JSON.parse(req.body) as { template: { components: { parameters: { text: string }[] }[] } };
    const code = body.template.components[0]!.parameters[0]!.text;
    expect(code).toMatch(/^\d{6}$/);
    expect(body).toEqual({
      messaging_product: "whatsapp",
      to: ADMIN_DIGITS,
      type: "template",
      template: {
        name: WHATSAPP_OTP_TEMPLATE,
        language: { code: "en" },
        components: [
          { type: "body", parameters: [{ type: "text", text: code }] },
          { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: code }] },
        ],
      },
    });
    expect(WHATSAPP_OTP_TEMPLATE).toBe("otp_login");

    expect((await verifyOtp(t, (res.json() as { sessionToken: string }).sessionToken, code)).statusCode).toBe(200);
  });

  it("answers 502 when the API refuses the message or the settings are missing", async () => {
    hook.setStatus(401);
    t = await makeTestApp({ ADMIN_PHONE, OTP_DELIVERY: "whatsapp", WHATSAPP_API_URL: hook.url, WHATSAPP_PHONE_NUMBER_ID: "1", WHATSAPP_TOKEN: "x" });
    expect((await requestOtp(t)).statusCode).toBe(502);
    await t.close();

    t = await makeTestApp({ ADMIN_PHONE, OTP_DELIVERY: "whatsapp", WHATSAPP_API_URL: hook.url });
    const res = await requestOtp(t);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: "Failed to send OTP. Please try again." });
    expect(hook.requests).toHaveLength(1);
  });
});

describe("console delivery", () => {
  it("is the default and prints one clear line with the masked phone and the code", async () => {
    t = await makeTestApp({ ADMIN_PHONE });
    expect(t.config.otpDelivery).toBe("console");
    const written: string[] = [];
    const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    let res;
    try {
      res = await requestOtp(t);
    } finally {
      spy.mockRestore();
    }
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/server log/);
    const lines = written
      .join("")
      .split("\n")
      .filter((l) => l.includes("[login]"));
    expect(lines).toHaveLength(1);
    const match = /^\[login\] One-time code for \*{8}3210: (\d{6}) \(valid 5 minutes\)$/.exec(lines[0]!);
    expect(match, lines[0]).not.toBeNull();
    expect(hook.requests).toHaveLength(0);

    expect((await verifyOtp(t, (res.json() as { sessionToken: string }).sessionToken, match![1]!)).statusCode).toBe(200);
  });
});

describe("deliverOtp", () => {
  it("masks all but the last four digits", () => {
    expect(maskPhone("9876543210")).toBe("******3210");
    expect(maskPhone("+91 98765 43210")).toBe("********3210");
    expect(maskPhone("123")).toBe("***");
  });

  it("throws an OtpDeliveryError whose message never holds the code", async () => {
    hook.setStatus(500);
    const config = loadConfig({ APP_SECRET: "d".repeat(64), DATA_DIR: "/tmp/unused-wedding-deliver", OTP_DELIVERY: "webhook", OTP_WEBHOOK_URL: hook.url });
    const error = await deliverOtp(config, { phoneNumber: "9876543210", code: "482913" }, silentLog).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(OtpDeliveryError);
    expect((error as Error).message).not.toContain("482913");
    expect((error as Error).message).toMatch(/500/);
  });
});
