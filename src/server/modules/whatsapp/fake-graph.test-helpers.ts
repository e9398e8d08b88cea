/**
 * A local fake of the Graph API's messages endpoint on a real socket (127.0.0.1, port 0). It checks each call
 * against the Cloud API documentation ("Send message templates": path /<version>/<PHONE_NUMBER_ID>/messages,
 * Authorization: Bearer, JSON { messaging_product: "whatsapp", to, type: "template", template: { name,
 * language: { code }, components: [{ type: "body", parameters: [{ type: "text", text }] }] } }) and answers
 * the scripted answers in turn, then 200 `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id }] }`.
 * A call of any other shape is answered like the Graph API's invalid parameter (400, code 100) and listed in
 * `problems`.
 */
import { performance } from "node:perf_hooks";
import Fastify from "fastify";

export const FAKE_VERSION = "v23.0";

export interface FakeCall {
  at: number;
  phoneNumberId: string;
  authorization: string | undefined;
  body: any;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Error bodies as the Cloud API writes them (Meta, "Error codes": error.message, type, code, error_data.details, fbtrace_id). */
export const graphError = (code: number, message: string, details: string): FakeAnswer => ({
  status: 400,
  body: { error: { message, type: "OAuthException", code, error_data: { messaging_product: "whatsapp", details }, fbtrace_id: "Az8or2yhqkZfEZ-_4Qn_Bam" } },
});
export const PAIR_RATE_LIMIT = graphError(
  131056,
  "(#131056) (Business Account, Consumer Account) pair rate limit hit",
  "Message failed to send because there were too many messages sent from this phone number to the same phone number in a short period of time.",
);
export const TEMPLATE_MISSING = graphError(
  132001,
  "(#132001) Template name does not exist in the translation",
  "template name (wedding_reminder) does not exist in hi",
);
export const TOO_MANY_REQUESTS: FakeAnswer = { status: 429, body: { error: { message: "(#130429) Rate limit hit", type: "OAuthException", code: 130429 } } };

function shapeProblems(body: any): string[] {
  const problems: string[] = [];
  const expectKeys = (what: string, value: any, keys: string[]) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return problems.push(`${what} is not an object`);
    const extra = Object.keys(value).filter((k) => !keys.includes(k));
    const missing = keys.filter((k) => !(k in value));
    if (extra.length || missing.length) problems.push(`${what}: extra [${extra.join(", ")}] missing [${missing.join(", ")}]`);
  };
  expectKeys("body", body, ["messaging_product", "to", "type", "template"]);
  if (body?.messaging_product !== "whatsapp") problems.push("messaging_product must be whatsapp");
  if (typeof body?.to !== "string" || !/^\d{8,15}$/.test(body.to)) problems.push("to must be the number's digits");
  if (body?.type !== "template") problems.push("type must be template");
  const t = body?.template;
  expectKeys("template", t, ["name", "language", "components"]);
  if (typeof t?.name !== "string" || !t.name) problems.push("template.name must be a name");
  expectKeys("template.language", t?.language, ["code"]);
  if (!["en", "hi"].includes(t?.language?.code)) problems.push("template.language.code must be en or hi");
  if (!Array.isArray(t?.components) || t.components.length !== 1) problems.push("template.components must hold the body");
  const c = t?.components?.[0];
  expectKeys("component", c, ["type", "parameters"]);
  if (c?.type !== "body") problems.push("component.type must be body");
  for (const p of c?.parameters ?? []) {
    expectKeys("parameter", p, ["type", "text"]);
    if (p?.type !== "text" || typeof p?.text !== "string") problems.push("parameter must be { type: text, text }");
  }
  return problems;
}

export async function startFakeGraph(expected: { token: string; phoneNumberId: string }) {
  const calls: FakeCall[] = [];
  const problems: string[] = [];
  const script: FakeAnswer[] = [];
  let held: (() => void)[] | null = null;
  /** Recipients (digits) whose next calls get no answer at all, and how many of them. */
  const hanging = new Map<string, number>();
  const hung: (() => void)[] = [];
  let sent = 0;
  const server = Fastify({ logger: false });
  server.post("/:version/:phoneNumberId/messages", async (req, reply) => {
    const { version, phoneNumberId } = req.params as { version: string; phoneNumberId: string };
    calls.push({ at: performance.now(), phoneNumberId, authorization: req.headers.authorization, body: req.body });
    const found = [
      ...(version === FAKE_VERSION ? [] : [`version ${version}`]),
      ...(phoneNumberId === expected.phoneNumberId ? [] : [`phone number id ${phoneNumberId}`]),
      ...(req.headers.authorization === `Bearer ${expected.token}` ? [] : ["Authorization is not the bearer token"]),
      ...(String(req.headers["content-type"]).startsWith("application/json") ? [] : ["Content-Type is not JSON"]),
      ...shapeProblems(req.body),
    ];
    if (found.length) {
      problems.push(...found);
      return reply
        .code(400)
        .send({ error: { message: "(#100) Invalid parameter", type: "OAuthException", code: 100, error_data: { details: found.join("; ") } } });
    }
    const to = (req.body as { to: string }).to;
    const hangs = hanging.get(to) ?? 0;
    if (hangs > 0) {
      hanging.set(to, hangs - 1);
      // No answer until the fake closes: the caller's own timeout is all that ends the call.
      await new Promise<void>((resolve) => hung.push(resolve));
      return reply.code(504).send({});
    }
    if (held) await new Promise<void>((resolve) => held!.push(resolve));
    const answer = script.shift();
    if (answer)
      return reply
        .code(answer.status)
        .headers(answer.headers ?? {})
        .send(answer.body ?? {});
    sent += 1;
    return { messaging_product: "whatsapp", contacts: [{ input: to, wa_id: to }], messages: [{ id: `wamid.FAKE${sent}` }] };
  });
  const address = await server.listen({ port: 0, host: "127.0.0.1" });
  return {
    /** WHATSAPP_API_URL for the app under test. */
    apiUrl: `${address}/${FAKE_VERSION}`,
    calls,
    problems,
    /** The next calls' answers, in order (then 200s). */
    answer: (...answers: FakeAnswer[]) => void script.push(...answers),
    /** Calls wait unanswered until release(). */
    hold: () => void (held = []),
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const resolve of waiting) resolve();
    },
    /** The next `times` calls to this number (digits) are never answered, as a Graph API that hangs. */
    hangFor: (to: string, times = 1) => void hanging.set(to, times),
    close: () => {
      for (const resolve of hung.splice(0)) resolve();
      return server.close();
    },
  };
}
export type FakeGraph = Awaited<ReturnType<typeof startFakeGraph>>;
