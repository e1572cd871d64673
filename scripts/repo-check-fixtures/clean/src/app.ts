// Code may say issue and items freely, and name files that exist: docs/guide.md, `@/app`.
export function firstIssue(error: { issues: { path: string }[] }): string | undefined {
  const issue = error.issues[0];
  return issue?.path;
}
