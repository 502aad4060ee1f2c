import { z } from 'zod';
import { MAX_DB_INT } from '../fields';

/** A path's id: digits the database could hold as a row id (1 to MAX_DB_INT), as a number. */
export const idParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .refine((id) => id <= MAX_DB_INT);

/** `{[name]: idParam}`: the params of a path with one id. */
export const idParams = <N extends string>(name: N) =>
  z.object({ [name]: idParam } as Record<N, typeof idParam>);
