/**
 * helmet's response headers, computed once at start-up. They never vary per request here (no nonces,
 * no functions in the CSP), yet helmet rebuilds the CSP string on every call: that alone cost a quarter
 * of the REST read throughput in `npm run bench`. helmet stays the one source of the values.
 */
import helmet, { type HelmetOptions } from "helmet";

export function precomputeHelmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string | number) => void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  let failure: unknown;
  helmet(options)({} as never, res as never, (error?: unknown) => void (failure = error));
  if (failure) throw failure;
  return Object.fromEntries(headers);
}
