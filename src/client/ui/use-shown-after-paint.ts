/**
 * A "show" that waits for the next paint; a "hide" that does not. A tap that reveals a large part (the reply
 * form's sections after "Yes") first paints what the guest touched, then lays out what it opened: a slow
 * phone answers the tap at once instead of after the whole layout.
 */
import { useEffect, useState } from "react";

export function useShownAfterPaint(show: boolean): boolean {
  const [shown, setShown] = useState(show);
  if (!show && shown) setShown(false);
  useEffect(() => {
    if (!show || shown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // rAF runs before the next paint; the timeout it starts runs after it.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setShown(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [show, shown]);
  return show && shown;
}
