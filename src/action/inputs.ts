/**
 * Input and output names of action.yml, in one place: the inputs that set a config setting are in
 * the settings table (gate/overrides.ts; `inputOf` in read-inputs.ts names one), these are the others.
 */
export const Inputs = {
  Mode: "mode",
  Config: "config",
  Current: "current",
  GitHubToken: "github-token",
  Comment: "comment",
  CommitStatus: "commit-status",
  PullRequest: "pull-request",
  SaveBaseline: "save-baseline",
  AbBase: "ab-base",
  Comparisons: "comparisons",
  ThresholdsPath: "thresholds-path",
  HistoryDir: "history-dir",
  HistoryIssue: "history-issue",
  Shard: "shard",
  ShardRun: "shard-run",
  ShardWait: "shard-wait",
  Shards: "shards",
} as const;

export const Outputs = {
  Verdict: "verdict",
  Regressions: "regressions",
  Improvements: "improvements",
  NotComparable: "not-comparable",
  Bound: "bound",
  ResultsPath: "results-path",
  MarkdownPath: "markdown-path",
  JsonPath: "json-path",
  ExitCode: "exit-code",
  Acknowledged: "acknowledged",
  LimitsExceeded: "limits-exceeded",
  HtmlPath: "html-path",
  BmfPath: "bmf-path",
  BaselineSource: "baseline-source",
  SavedBaseline: "saved-baseline",
  CommentUrl: "comment-url",
  Thresholds: "thresholds",
  IssueUrl: "issue-url",
} as const;
