/**
 * The page's width in device pixels, at most what a screen of this device can show: what a map
 * picture needs to be sharp here (a phone gets one sized for it, `?w=`, not the desktop's).
 */
export function screenPixels(): number {
  return Math.max(window.innerWidth, window.screen.width) * window.devicePixelRatio;
}
