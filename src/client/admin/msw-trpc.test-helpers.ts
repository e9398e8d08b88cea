/**
 * Component-test network for the admin tabs (msw): batched tRPC queries and mutations answered from a
 * table (a value, a server error, a network failure, or a function of the input), every call recorded.
 */
import { http, HttpResponse } from "msw";

export type Answer = { data: unknown } | { error: { status: number; code: string; message: string } } | "network-error";
type Entry = Answer | ((input: unknown) => Answer | Promise<Answer>);

export const serverError = (message = "Something went wrong on our side. Please try again.", status = 500, code = "INTERNAL_SERVER_ERROR"): Answer => ({
  error: { status, code, message },
});

export function trpcMock() {
  let answers: Record<string, Entry> = {};
  const calls: { path: string; input: unknown }[] = [];

  async function reply(paths: string[], inputs: Record<string, unknown>) {
    const got = await Promise.all(
      paths.map(async (path, i) => {
        calls.push({ path, input: inputs[i] });
        const entry = answers[path];
        return typeof entry === "function" ? entry(inputs[i]) : (entry ?? serverError(`unmocked ${path}`));
      }),
    );
    if (got.includes("network-error")) return HttpResponse.error();
    const body = (got as Exclude<Answer, "network-error">[]).map((a) =>
      "data" in a
        ? { result: { data: a.data } }
        : { error: { message: a.error.message, code: -32000, data: { code: a.error.code, httpStatus: a.error.status } } },
    );
    return HttpResponse.json(body, { status: body.some((b) => "error" in b) ? 207 : 200 });
  }

  const handlers = [
    http.get("*/trpc/:paths", ({ params, request }) => {
      const input = new URL(request.url).searchParams.get("input");
      return reply(String(params.paths).split(","), input ? JSON.parse(input) : {});
    }),
    http.post("*/trpc/:paths", async ({ params, request }) => reply(String(params.paths).split(","), (await request.json()) as Record<string, unknown>)),
  ];
  const callsTo = (path: string) => calls.filter((c) => c.path === path).map((c) => c.input);
  /** Forgets every answer and call, for a fresh test. */
  const reset = () => {
    answers = {};
    calls.length = 0;
  };
  return {
    get answers() {
      return answers;
    },
    calls,
    callsTo,
    handlers,
    reset,
  };
}

/** Radix measures switches and select triggers; jsdom has no ResizeObserver. */
export function stubResizeObserver() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/** auth.verifySession's answer for a signed-in team member of `role` (the dashboard hides what the role cannot do). */
export const sessionOf = (role: "owner" | "planner" | "desk"): Answer => ({
  data: { success: true, expiresAt: "2099-01-01T00:00:00.000Z", name: `Test ${role}`, role },
});
