/**
 * Runs before every test file. Component tests wait for the app's own signals (findBy…, waitFor); their
 * budget is sized for a slow, busy host (a 2-core machine with both cores loaded), not a fast laptop:
 * Testing Library's default of 1 s failed there. A wait that finds its element returns at once, so a
 * generous budget costs nothing when tests pass.
 */
if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: 15_000 });
}
export {};
