import type { z } from 'zod';

/** The first validation message of a rejected body, as the `{success:false, error}` text. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request.';
}

/** The same, preceded by its field's name (`x: Too small`) unless the rule is about the whole body. */
export function fieldIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  const field = issue.path.join('.');
  return issue.code === 'custom' || !field ? issue.message : `${field}: ${issue.message}`;
}
