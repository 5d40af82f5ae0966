// ESLint (flat config): JavaScript's and typescript-eslint's recommended rules,
// and React's hooks rules (rules of hooks, exhaustive dependencies and the
// React Compiler's checks). Warnings fail `npm run lint` too.
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig([
  // Generated from api/openapi.yaml by `npm run gen:api`.
  globalIgnores(["src/api.gen.ts", "test/.build/"]),
  {
    files: ["**/*.{ts,tsx}"],
    extends: [js.configs.recommended, tseslint.configs.recommended, reactHooks.configs.flat["recommended-latest"]],
    languageOptions: { ecmaVersion: 2022, globals: globals.browser },
  },
  {
    files: ["*.config.{js,ts}"],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
  },
]);
