import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "build/", "coverage/", ".cache/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@actions/*"],
              message: "Only src/action/ may import @actions/*: keep the core free of the runner.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/action/**", "test/**"],
    rules: { "no-restricted-imports": "off" },
  },
);
