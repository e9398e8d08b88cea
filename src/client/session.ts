/** The admin session kept in local storage (guest spec, section 3): token and expiry. */
import { SESSION_EXPIRES_KEY, SESSION_TOKEN_KEY } from "../shared/constants";

export interface StoredSession {
  token: string;
  expiresAt: Date;
}

/** The stored session if its expiry is present, parsable and in the future; otherwise clears it. */
export function readSession(now = new Date()): StoredSession | null {
  const token = localStorage.getItem(SESSION_TOKEN_KEY);
  const raw = localStorage.getItem(SESSION_EXPIRES_KEY);
  const expiresAt = raw ? new Date(raw) : null;
  if (!token || !expiresAt || Number.isNaN(expiresAt.getTime()) || expiresAt <= now) {
    clearSession();
    return null;
  }
  return { token, expiresAt };
}

export function storeSession(token: string, expiresAt: string) {
  localStorage.setItem(SESSION_TOKEN_KEY, token);
  localStorage.setItem(SESSION_EXPIRES_KEY, expiresAt);
}

export function clearSession() {
  localStorage.removeItem(SESSION_TOKEN_KEY);
  localStorage.removeItem(SESSION_EXPIRES_KEY);
}

/** Clears the session and goes to /login unless already there (a 401 on a protected call). */
export function handleUnauthorized() {
  clearSession();
  if (window.location.pathname !== "/login") window.location.assign("/login");
}
