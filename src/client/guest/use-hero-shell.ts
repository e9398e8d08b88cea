import { useEffect, useState } from "react";

/**
 * The hero the server rendered before the script (src/server/page-shell.tsx), if this page load began
 * on "/". The home page shows it instead of rendering its own, so the largest paint is never redone;
 * it is hidden whenever the home page is not shown, and "RSVP Now" in it scrolls to the form.
 */
export function useHeroShell(visible: boolean): boolean {
  const [shell] = useState(() => document.getElementById("hero-shell"));
  useEffect(() => {
    if (!shell) return;
    shell.hidden = !visible;
    const button = shell.querySelector("button");
    const scroll = () => document.getElementById("rsvp-section")?.scrollIntoView({ behavior: "smooth", block: "start" });
    button?.addEventListener("click", scroll);
    return () => {
      button?.removeEventListener("click", scroll);
      shell.hidden = true;
    };
  }, [shell, visible]);
  return shell !== null;
}
