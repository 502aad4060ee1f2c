import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { describe, expect, it } from 'vitest';
import { requestLog } from './requestLog';

/** The level `requestLog` writes one finished request at. */
function levelOf(path: string, status: number): string {
  const levels: string[] = [];
  const log = Object.fromEntries(
    ['debug', 'info', 'error'].map((level) => [level, () => levels.push(level)]),
  ) as unknown as Logger;
  const res = Object.assign(new EventEmitter(), {
    statusCode: status,
    locals: {},
    setHeader: () => undefined,
  });
  const req = { path, method: 'GET', get: () => undefined } as unknown as Request;
  requestLog(log)(req, res as unknown as Response, () => undefined);
  res.emit('finish');
  return levels.join();
}

describe('the request log', () => {
  it('logs calls at info and failures at error, but probes and files only at debug', () => {
    expect(levelOf('/api/session', 200)).toBe('info');
    expect(levelOf('/game/1/play/attack', 500)).toBe('error');
    expect(levelOf('/healthz', 200)).toBe('debug');
    expect(levelOf('/static/index-Cr7DbRLY.js', 200)).toBe('debug');
    expect(levelOf('/static/missing.js', 404)).toBe('info');
  });
});
