import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('the configuration', () => {
  it('warns of stalls over 250 ms unless told otherwise, and never under the tests', () => {
    expect(loadConfig({}).stallWarnMs).toBe(250);
    expect(loadConfig({ NODE_ENV: 'test' }).stallWarnMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', STALL_WARN_MS: '60' }).stallWarnMs).toBe(60);
    expect(loadConfig({ STALL_WARN_MS: '0' }).stallWarnMs).toBe(0);
    expect(() => loadConfig({ STALL_WARN_MS: 'soon' })).toThrow(/STALL_WARN_MS/);
  });
});
