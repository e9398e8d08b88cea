/**
 * One template message through the WhatsApp Cloud API: `POST {WHATSAPP_API_URL}/{phone-number-id}/messages`
 * with `messaging_product: "whatsapp"`, `to`, `type: "template"` and `template: { name, language: { code },
 * components: [{ type: "body", parameters: [{ type: "text", text }] }] }` (Meta, "Send message templates";
 * the answer carries `messages[0].id`, a `wamid.` the status webhooks name).
 * Errors arrive as `{ error: { message, type, code, error_data: { details } } }` (Meta, "Error codes"); the
 * answer says whether to try again later (throttling) or never (anything else).
 * The bearer token goes in the Authorization header only: no log line or stored error ever holds it.
 */
import type { AppConfig } from "../../../../fastify.config";

/**
 * Error codes that mean "slow down", not "this message is wrong" (Meta, "Error codes", Throttling errors):
 * 4 application request limit, 80007 WhatsApp Business Account rate limit, 130429 throughput reached,
 * 131056 pair rate limit (one recipient, too many messages), and 2 (service temporarily unavailable).
 */
export const RETRYABLE_ERROR_CODES: ReadonlySet<number> = new Set([2, 4, 80007, 130429, 131056]);

export interface TemplateMessage {
  /** E.164; sent as digits only, as the Cloud API's examples write it. */
  to: string;
  template: string;
  language: "en" | "hi";
  /** The template body's {{1}}, {{2}}, ... in order. */
  params: string[];
}

export type SendOutcome =
  | { kind: "accepted"; waMessageId: string }
  /** Throttled or unavailable: worth trying again, after `afterMs` when the answer said (Retry-After). */
  | { kind: "retry"; reason: string; afterMs?: number }
  | { kind: "failed"; error: string };

export function templateRequestBody(message: TemplateMessage) {
  return {
    messaging_product: "whatsapp",
    to: message.to.replace(/\D/g, ""),
    type: "template",
    template: {
      name: message.template,
      language: { code: message.language },
      components: [{ type: "body", parameters: message.params.map((text) => ({ type: "text", text })) }],
    },
  };
}

interface GraphError {
  message?: unknown;
  code?: unknown;
  error_data?: { details?: unknown };
}

const text = (v: unknown) => (typeof v === "string" ? v : "");

/** "Recipient phone number not in allowed list (error 131030)": the Cloud API's words, its code, no token. */
function describe(error: GraphError | undefined, status: number): string {
  const details = text(error?.error_data?.details);
  const message = text(error?.message);
  const words = (details || message || `WhatsApp answered HTTP ${status}`).slice(0, 300);
  return typeof error?.code === "number" ? `${words} (error ${error.code})` : words;
}

function retryAfterMs(header: string | null): number | undefined {
  const seconds = Number(header);
  return header && Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, 300) * 1000 : undefined;
}

/**
 * The call's own deadline (config.whatsappTimeoutMs) joined with the sender's stop: a plain timer held until the
 * answer is read, so nothing but this code decides when a hanging call ends (a test once saw a call joined with
 * AbortSignal.any/timeout stay open past its deadline).
 */
function deadline(timeoutMs: number, stop?: AbortSignal) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException("WhatsApp did not answer in time", "TimeoutError")), timeoutMs);
  const onStop = () => controller.abort(stop!.reason);
  if (stop?.aborted) onStop();
  else stop?.addEventListener("abort", onStop, { once: true });
  return {
    signal: controller.signal,
    end: () => {
      clearTimeout(timer);
      stop?.removeEventListener("abort", onStop);
    },
  };
}

export async function sendTemplate(config: AppConfig, message: TemplateMessage, signal?: AbortSignal): Promise<SendOutcome> {
  // A Graph API that never answers costs this message one attempt, never the queue.
  const call = deadline(config.whatsappTimeoutMs, signal);
  try {
    return await callGraph(config, message, call.signal);
  } finally {
    call.end();
  }
}

async function callGraph(config: AppConfig, message: TemplateMessage, signal: AbortSignal): Promise<SendOutcome> {
  const base = config.whatsappApiUrl.replace(/\/+$/, "");
  const url = `${base}/${encodeURIComponent(config.whatsappPhoneNumberId ?? "")}/messages`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${config.whatsappToken ?? ""}` },
      body: JSON.stringify(templateRequestBody(message)),
      signal,
    });
  } catch (err) {
    const e = err as { name?: string; cause?: { code?: string } };
    return {
      kind: "retry",
      reason: e.name === "TimeoutError" ? "WhatsApp did not answer in time" : `network error${e.cause?.code ? ` (${e.cause.code})` : ""}`,
    };
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch (err) {
    // An answer whose body stopped coming is tried again, as one that never came.
    if ((err as { name?: string }).name === "TimeoutError") return { kind: "retry", reason: "WhatsApp did not answer in time" };
    // A proxy's HTML page or an empty answer: the status alone decides.
  }
  const error = (body as { error?: GraphError } | null)?.error;
  if (res.ok) {
    const id = (body as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
    return typeof id === "string" && id ? { kind: "accepted", waMessageId: id } : { kind: "failed", error: "WhatsApp accepted the call but named no message." };
  }
  if (res.status === 429 || res.status >= 500 || (typeof error?.code === "number" && RETRYABLE_ERROR_CODES.has(error.code))) {
    const afterMs = retryAfterMs(res.headers.get("retry-after"));
    return { kind: "retry", reason: describe(error, res.status), ...(afterMs !== undefined ? { afterMs } : {}) };
  }
  return { kind: "failed", error: describe(error, res.status) };
}
