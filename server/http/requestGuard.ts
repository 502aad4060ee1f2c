import type { IncomingMessage } from 'node:http';
import express, { type RequestHandler } from 'express';
import { CONTROL_CHARACTERS_TEXT, hasForbiddenControl } from '../../shared/protocol/fields';

/**
 * What every request must be before a route sees it: a body of bounded size and nesting, and
 * no text the database cannot store (control characters, lone surrogates) anywhere in the body
 * or the query. Routes still validate their own fields (zod schemas in shared/protocol); this
 * makes the whole class of bodies that break parsers, stacks or PostgreSQL impossible, including
 * on routes that forget a check, and refuses them before any route has had an effect.
 */

/** Largest accepted body. */
export const BODY_LIMIT = '100kb';
/** Deepest accepted nesting of arrays and objects: no call of the site needs more than a few. */
export const MAX_BODY_DEPTH = 16;

/** A client error that jsonErrors answers with its status and message. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Scans raw JSON for its nesting depth before it is parsed: a recursive parse or copy of
 * 20,000 nested brackets overflows the stack somewhere down the line.
 */
export function jsonDepth(raw: Buffer): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const byte = raw[i];
    if (inString) {
      if (byte === 0x5c)
        i++; // a backslash escapes the next byte
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x5b || byte === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (byte === 0x5d || byte === 0x7d) depth--;
  }
  return deepest;
}

function refuseDeepNesting(_req: IncomingMessage, _res: unknown, raw: Buffer) {
  if (jsonDepth(raw) > MAX_BODY_DEPTH)
    throw new RequestError(400, 'The request body is nested too deeply.');
}

/** JSON and form bodies, bounded in size and depth. */
export const bodyParsers: RequestHandler[] = [
  express.json({ limit: BODY_LIMIT, verify: refuseDeepNesting }),
  express.urlencoded({ extended: false, limit: BODY_LIMIT }),
];

/** True when any string in `value` (keys included) has a control character or a lone surrogate. */
export function containsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (hasForbiddenControl(next)) return true;
    } else if (next && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (hasForbiddenControl(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/** 422 for a body or query with a lone surrogate or a control character other than tab and line breaks. */
export const refuseUnstorableText: RequestHandler = (req, res, next) => {
  if (containsUnstorableText(req.body) || containsUnstorableText(req.query)) {
    res.status(422).json({ success: false, error: CONTROL_CHARACTERS_TEXT });
    return;
  }
  next();
};
