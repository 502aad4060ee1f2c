import { z } from 'zod';
import type { RefusalBody } from './envelope';

/** Every refusal's body (envelope.ts), for the document and for the reply check. */
export const refusalSchema = z
  .object({
    success: z.literal(false),
    error: z.string().optional(),
    errors: z
      .union([
        z.record(z.string(), z.union([z.string(), z.array(z.string())])),
        z.array(z.string()),
      ])
      .optional(),
    code: z.string().optional(),
    retry_after: z.number().optional(),
  })
  .refine((body) => body.error !== undefined || body.errors !== undefined, {
    message: 'A refusal says why: error, or errors by field.',
  }) satisfies z.ZodType<RefusalBody>;
