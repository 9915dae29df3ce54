import js from "@eslint/js";
import tseslint from "typescript-eslint";

/**
 * The layers of src/, lowest first, and the folders each may import besides its own. model/ is the
 * data everyone shares; stats/, compare/ and report/ are pure; load/ (the protocol-neutral load
 * machinery, one folder per protocol client), amqp/, work/, brokers/ and scenarios/ measure; baseline/ stores; gate/ is the workflow on top; github/ and the two entry
 * points (action/, cli/) use it. docs/development.md (Layout) explains them; test/unit/layers.test.ts
 * checks this table against the import graph and that lint fails an import that breaks it.
 */
const BELOW_GATE = [
  "model",
  "stats",
  "work",
  "load",
  "amqp",
  "brokers",
  "scenarios",
  "compare",
  "report",
  "baseline",
];

export const LAYERS = {
  model: [],
  stats: ["model"],
  work: ["model"],
  load: ["model", "work"],
  amqp: ["model", "work", "load"],
  brokers: ["model", "load", "amqp", "work"],
  scenarios: ["model", "stats", "load", "amqp", "work", "brokers"],
  compare: ["model", "stats"],
  report: ["model", "stats", "compare"],
  baseline: ["model"],
  gate: BELOW_GATE,
  github: ["model", "compare", "report", "gate"],
  cli: [...BELOW_GATE, "gate", "github"],
  action: [...BELOW_GATE, "gate", "github"],
};

const ACTIONS_ONLY = {
  group: ["@actions/*"],
  message: "Only src/action/ may import @actions/*: keep the core free of the runner.",
};

/**
 * One config per layer and folder depth (a layer may have folders: scenarios/node-loss/): a
 * relative import that climbs to src/ and enters a folder outside the layer's list is an error.
 */
const FOLDER_DEPTHS = [0, 1, 2];
const layerConfigs = Object.entries(LAYERS).flatMap(([layer, allowed]) =>
  FOLDER_DEPTHS.map((depth) => ({
    files: [`src/${layer}/${"*/".repeat(depth)}*.ts`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...(layer === "action" ? [] : [ACTIONS_ONLY]),
            {
              regex: `^(?:\\.\\./){${depth + 1}}(?!(?:${[layer, ...allowed].join("|")})/)[a-z][a-z-]*/`,
              message: `src/${layer}/ may import only ${allowed.length > 0 ? allowed.map((name) => `${name}/`).join(", ") : "nothing else of src/"} (the layers: eslint.config.js, docs/development.md).`,
            },
          ],
        },
      ],
    },
  })),
);

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "build/", "coverage/", ".cache/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-imports": ["error", { patterns: [ACTIONS_ONLY] }],
    },
  },
  ...layerConfigs,
  {
    files: ["test/**"],
    rules: { "no-restricted-imports": "off" },
  },
);
