/** Input and output names of action.yml, in one place. */
export const Inputs = {
  Mode: "mode",
  Config: "config",
  Name: "name",
  Trials: "trials",
  Threshold: "threshold",
  Baseline: "baseline",
  Current: "current",
  Image: "image",
  AmqpUrls: "amqp-urls",
  ManagementUrl: "management-url",
  Scenarios: "scenarios",
  FailOnRegression: "fail-on-regression",
  ResultsPath: "results-path",
  MarkdownPath: "markdown-path",
  JsonPath: "json-path",
} as const;

export const Outputs = {
  Verdict: "verdict",
  Regressions: "regressions",
  Improvements: "improvements",
  ResultsPath: "results-path",
  MarkdownPath: "markdown-path",
  JsonPath: "json-path",
  ExitCode: "exit-code",
} as const;
