// `npm run lint` (with Prettier). Rules are the presets; the few changes below each say which deliberate
// pattern of this code base the rule would fight.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const TEST_FILES = ["**/*.test.{ts,tsx}", "**/*.test-helpers.{ts,tsx}", "e2e/**"];

export default tseslint.config(
  { ignores: ["dist/", "dist-*/", "e2e/output/", "node_modules/", "test-results/", "**/*.gen.ts"] },
  js.configs.recommended,
  tseslint.configs.strict,
  {
    rules: {
      // `_name` marks a parameter or binding kept for its position (handlers, destructuring that drops a field).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
      // With noUncheckedIndexedAccess every indexed read is `T | undefined`; `!` marks the ones the code has
      // already bounded (regex groups, a length checked above, a key just set).
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  // Migrations run against the schema of their day, not today's `DB`: Kysely's guide types them `Kysely<any>`.
  { files: ["db/migrations/**"], rules: { "@typescript-eslint/no-explicit-any": "off" } },
  { files: ["src/client/**"], languageOptions: { globals: globals.browser } },
  { files: ["src/server/**", "db/**", "scripts/**", "bench/**", "e2e/**", "*.config.{ts,js}"], languageOptions: { globals: globals.node } },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // The build has no React Compiler, so react-hook-form's watch() costs nothing here.
      "react-hooks/incompatible-library": "off",
    },
  },
  {
    files: ["src/client/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Labels wrap Radix's Checkbox and Switch, which render a <button role="checkbox|switch">.
      "jsx-a11y/label-has-associated-control": ["error", { controlComponents: ["Checkbox", "Switch"], depth: 5 }],
      // Only our Button takes autoFocus: it moves focus into an inline confirm that replaced the button just pressed.
      "jsx-a11y/no-autofocus": ["error", { ignoreNonDOM: true }],
    },
  },
  // Tests may run in node as well as jsdom, and e2e callbacks run in the page.
  { files: TEST_FILES, languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  // Tests read JSON answers loosely and let expect() check their shape.
  { files: TEST_FILES, rules: { "@typescript-eslint/no-explicit-any": "off" } },
  {
    // Production code never imports a test helper: helpers pull in vitest, msw and test-only shortcuts.
    ignores: TEST_FILES,
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: "\\.test-helpers(\\.tsx?)?$", message: "Test helpers are for tests only." }] }],
    },
  },
  {
    // Node's types reach the client's type check through the router's type (tsconfig.client.json), so the guard is here.
    files: ["src/client/**", "src/shared/**"],
    ignores: TEST_FILES,
    rules: {
      "no-restricted-globals": [
        "error",
        ...["process", "Buffer", "__dirname", "__filename", "global", "require", "setImmediate"].map((name) => ({
          name,
          message: "Browser code has no Node globals.",
        })),
      ],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^node:", message: "Browser code has no Node modules." },
            { regex: "\\.test-helpers(\\.tsx?)?$", message: "Test helpers are for tests only." },
          ],
        },
      ],
    },
  },
);
