/** The spec's load-error toasts ("Failed to fetch ..."): one destructive "Error" toast per failed load. */
import { useEffect } from "react";
import { toastError } from "./admin-api";

/** Failures already toasted: reopening a tab re-mounts it with the same error, which must not toast again. */
const toasted = new WeakSet<object>();

/** Toasts `message` once for each new `error` (a failed re-fetch is a new error); null or undefined is no failure. */
export function useLoadErrorToast(error: unknown, message: string) {
  useEffect(() => {
    if (!error || typeof error !== "object" || toasted.has(error)) return;
    toasted.add(error);
    toastError(null, message);
  }, [error, message]);
}
