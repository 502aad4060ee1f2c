import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { parseId } from '../../shared/protocol/fields';
import { answer } from './answer';
import { firstIssue } from './firstIssue';

/** What a community service answers: the HTTP status and the JSON body. */
export type Reply =
  | { status: 200; body: { success: true } & Record<string, unknown> }
  | { status: number; body: { success: false; error: string; retry_after?: number } };

export const ok = <T extends object>(body: T = {} as T): Reply => ({
  status: 200,
  body: { success: true, ...body },
});

export const refuse = (status: number, error: string): Reply => ({
  status,
  body: { success: false, error },
});

/** Validates a body or query; answers 422 with the first problem and returns undefined when it fails. */
export function parsed<S extends z.ZodType>(
  schema: S,
  input: unknown,
  res: Response,
): z.infer<S> | undefined {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  res.status(422).json({ success: false, error: firstIssue(result.error) });
  return undefined;
}

/** Wraps a handler whose route id must be a database id; anything else is the `missing` 404. */
export function withId(
  name: string,
  missing: string,
  handler: (req: Request, res: Response, id: number) => Promise<void>,
): RequestHandler {
  return async (req, res) => {
    const id = parseId(req.params[name]);
    if (id === undefined) return answer(res, refuse(404, missing));
    await handler(req, res, id);
  };
}
