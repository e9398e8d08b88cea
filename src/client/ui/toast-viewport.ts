/** Where toasts sit: at the bottom (right on wider screens), never over the dashboard's header or stat cards (issue 16). */
export const TOAST_VIEWPORT_CLASS =
  "fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:max-w-sm";
