/** Shared setup for the dashboard content integration tests: an admin session and a REST caller. */
import type { TestApp } from "../app.test-helpers";
import { createAdminSession } from "../app.test-helpers";

export async function adminCaller(t: TestApp) {
  const headers = { authorization: `Bearer ${await createAdminSession(t.db, t.clock.now)}` };
  return async (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: res.body ? (res.json() as any) : undefined };
  };
}

/** Uploads bytes through a fresh signed address and returns the public path. */
export async function uploadFile(t: TestApp, kind: "icon" | "audio" | "venue", bytes: Buffer): Promise<string> {
  const call = await adminCaller(t);
  const issued = kind === "venue" ? await call("POST", "/api/venue-media/upload-url") : await call("POST", "/api/objects/upload", { kind });
  const res = await t.app.inject({ method: "PUT", url: issued.body.uploadURL, payload: bytes, headers: { "content-type": "application/octet-stream" } });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return (res.json() as { path: string }).path;
}
