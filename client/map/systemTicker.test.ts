import { Ticker } from 'pixi.js';
import { afterEach, describe, expect, it } from 'vitest';
import { advanceSystemTicker, holdSystemTicker } from './systemTicker';

describe('holdSystemTicker', () => {
  afterEach(() => Ticker.system.stop());

  it('stops the system ticker while any canvas holds it, and starts it when the last lets go', () => {
    Ticker.system.start();
    const releaseEditor = holdSystemTicker();
    const releasePlay = holdSystemTicker();
    expect(Ticker.system.started).toBe(false);
    releaseEditor();
    releaseEditor();
    expect(Ticker.system.started).toBe(false);
    releasePlay();
    expect(Ticker.system.started).toBe(true);
    expect(Ticker.system.autoStart).toBe(true);
  });

  it('moves a held ticker on at each render', () => {
    const release = holdSystemTicker();
    const steps: number[] = [];
    const record = (ticker: Ticker) => steps.push(ticker.deltaMS);
    Ticker.system.add(record);
    advanceSystemTicker(1000);
    advanceSystemTicker(1016);
    Ticker.system.remove(record);
    release();
    expect(steps).toHaveLength(2);
    expect(steps[1]).toBe(16);
    expect(Ticker.system.lastTime).toBe(1016);
  });
});
