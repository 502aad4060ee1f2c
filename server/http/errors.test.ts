import type { Request, Response } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonErrors } from './errors';

/** The parts of a response the handler may touch, recording what it answered. */
function response() {
  const answered: { status?: number; body?: unknown } = {};
  const res = {
    headersSent: false,
    status(code: number) {
      answered.status = code;
      return res;
    },
    json(body: unknown) {
      answered.body = body;
      return res;
    },
  };
  return { res: res as unknown as Response, answered };
}

const request = { method: 'GET', path: '/assets/play.js' } as Request;

describe('the last error handler', () => {
  afterEach(() => vi.restoreAllMocks());

  it('neither answers nor logs a client that went away mid-answer', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { res, answered } = response();
    const aborted = Object.assign(new Error('Request aborted'), { code: 'ECONNABORTED' });
    jsonErrors(aborted, request, res, () => undefined);
    expect(answered).toEqual({});
    expect(logged).not.toHaveBeenCalled();
  });

  it('logs anything else and answers 500 without details', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { res, answered } = response();
    jsonErrors(new Error('a bug'), request, res, () => undefined);
    expect(answered).toEqual({
      status: 500,
      body: { success: false, error: 'Internal server error.' },
    });
    expect(logged).toHaveBeenCalledOnce();
  });
});
