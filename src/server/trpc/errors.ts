import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";

interface Issue {
  path?: readonly PropertyKey[];
  message: string;
}

function issuesOf(error: unknown): Issue[] | null {
  const cause = error instanceof TRPCError ? error.cause : error;
  const issues = (cause as { issues?: unknown } | undefined)?.issues;
  return Array.isArray(issues) && issues.length > 0 ? (issues as Issue[]) : null;
}

const pathKey = (path: readonly PropertyKey[] | undefined) =>
  (path ?? []).map((p) => (typeof p === "object" && p !== null && "key" in p ? String((p as { key: unknown }).key) : String(p))).join(".");

/** Field path -> first message, for forms that show errors at the field. */
export function fieldErrors(error: unknown): Record<string, string> | undefined {
  const issues = issuesOf(error);
  if (!issues) return undefined;
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = pathKey(issue.path) || "_";
    out[key] ??= issue.message;
  }
  return out;
}

export const GENERIC_ERROR = "Something went wrong on our side. Please try again.";

/** One human sentence for any error; internal errors never leak their text. */
export function humanMessage(error: unknown): string {
  const issues = issuesOf(error);
  if (issues) return issues[0]!.message;
  if (error instanceof TRPCError) {
    if (error.code === "INTERNAL_SERVER_ERROR") return GENERIC_ERROR;
    // tRPC passes JSON.parse's own text ("Expected property name ... at position 1") for a malformed input or body.
    if ((error.code === "BAD_REQUEST" || error.code === "PARSE_ERROR") && error.cause instanceof SyntaxError) return "The request is not valid JSON.";
    return error.message;
  }
  return GENERIC_ERROR;
}

/**
 * A REST status that tRPC has no code for (410 Gone for POST /api/setup after setup): carried as the cause of a
 * TRPCError whose own code the tRPC door answers with.
 */
export class RestStatus extends Error {
  constructor(readonly httpStatus: number) {
    super(`HTTP ${httpStatus}`);
  }
}

export function httpStatusOf(error: unknown): number {
  if (error instanceof TRPCError && error.cause instanceof RestStatus) return error.cause.httpStatus;
  return error instanceof TRPCError ? getHTTPStatusCodeFromError(error) : 500;
}

export const notFound = (message: string) => new TRPCError({ code: "NOT_FOUND", message });
export const badRequest = (message: string) => new TRPCError({ code: "BAD_REQUEST", message });
export const forbidden = (message: string) => new TRPCError({ code: "FORBIDDEN", message });
export const conflict = (message: string) => new TRPCError({ code: "CONFLICT", message });
