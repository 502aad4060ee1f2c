import { Ticker } from 'pixi.js';

let holders = 0;

/**
 * Pixi's system ticker runs only its scheduler here (the texture garbage collector), yet while it
 * runs it asks for every animation frame of a page that shows nothing new: on a phone, an idle
 * map would keep the processor awake. While any map canvas is mounted the ticker is stopped, and
 * each render moves it on instead (`advanceSystemTicker`). Returns the release; the ticker runs
 * again once no canvas holds it.
 */
export function holdSystemTicker(): () => void {
  const ticker = Ticker.system;
  if (holders++ === 0) {
    ticker.autoStart = false;
    ticker.stop();
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--holders > 0) return;
    ticker.autoStart = true;
    ticker.start();
  };
}

/** Moves the held system ticker on to a render's frame time. */
export function advanceSystemTicker(now: number): void {
  Ticker.system.update(now);
}
