/** The spec's load-error toasts ("Failed to fetch ..."): one destructive "Error" toast per failed load. */
import { useEffect } from "react";
import { toast } from "../../ui/use-toast";

/** Failures already toasted: reopening a tab re-mounts it with the same error, which must not toast again. */
const toasted = new WeakSet<object>();

export function useLoadErrorToast(error: unknown, message: string) {
  useEffect(() => {
    if (!error || typeof error !== "object" || toasted.has(error)) return;
    toasted.add(error);
    toast({ title: "Error", description: message, variant: "destructive" });
  }, [error, message]);
}
