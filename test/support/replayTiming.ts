/** Timing the replay's jumps in the browser (the replay's browser test and its bench). */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Moves the timeline to `position` as a drag would; times the jump (the state and the page, done
 * when the input event returns) and the wait for the next painted frame of the map.
 */
const timedJump = (page: Page, position: number) =>
  page.evaluate(async (to) => {
    const slider = document.querySelector<HTMLInputElement>('[data-testid="replay-timeline"]')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    let began = performance.now();
    await frame();
    const idleFrame = performance.now() - began;
    began = performance.now();
    setValue.call(slider, String(to));
    slider.dispatchEvent(new Event('input', { bubbles: true }));
    const jump = performance.now() - began;
    const shown = document.querySelector('[data-testid="replay-step"]')!.textContent ?? '';
    await frame();
    return { jump, painted: performance.now() - began, idleFrame, shown };
  }, position);

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

export interface JumpFigures {
  /** The jump itself: the snapshot, the events after it and the page's render. */
  jumps: number[];
  /** Up to the next painted frame of the map. */
  painted: number[];
  /** A frame with nothing to draw, for comparison. */
  idle: number[];
  text: string;
}

/** Jumps `count` times over a replay of `length` events, checking each lands where asked. */
export async function timeJumps(page: Page, length: number, count = 40): Promise<JumpFigures> {
  const figures: JumpFigures = { jumps: [], painted: [], idle: [], text: '' };
  for (let i = 0; i < count; i++) {
    const to = Math.floor(((i * 7919) % 997) * (length / 997));
    const timed = await timedJump(page, to);
    expect(timed.shown).toBe(`Step ${to} of ${length}`);
    figures.jumps.push(timed.jump);
    figures.painted.push(timed.painted);
    figures.idle.push(timed.idleFrame);
  }
  const figure = (values: number[]) =>
    `median ${median(values).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;
  figures.text =
    `replay jumps over ${length} events: state and page ${figure(figures.jumps)}; ` +
    `to the next painted frame ${figure(figures.painted)} (an idle frame: ${figure(figures.idle)})`;
  return figures;
}
