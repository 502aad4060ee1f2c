import type { z } from 'zod';

/** The first validation message of a rejected body, as the `{success:false, error}` text. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request.';
}
