import { describe, expect, it } from 'vitest';
import {
  centreOn,
  clampCamera,
  fitCamera,
  fitZoom,
  FRAME_MIN_GAIN,
  frameArea,
  initialCamera,
  MAX_ZOOM,
  panBy,
  visibleArea,
  wheelFactor,
  zoomAt,
  zoomCentre,
  type Bounds,
} from './camera';

const bounds: Bounds = {
  viewWidth: 1000,
  viewHeight: 500,
  contentWidth: 2000,
  contentHeight: 1000,
};

describe('camera', () => {
  it('fits the whole map, centred', () => {
    expect(fitCamera(bounds)).toEqual({ x: 0, y: 0, zoom: 0.5 });
    expect(fitCamera({ ...bounds, viewHeight: 800 })).toEqual({ x: 0, y: 150, zoom: 0.5 });
  });

  it('starts at the real size on wide screens and fitted on narrow ones', () => {
    expect(initialCamera(bounds)).toEqual({ x: -500, y: -250, zoom: 1 });
    expect(initialCamera({ ...bounds, viewWidth: 390, viewHeight: 300 }).zoom).toBeCloseTo(0.195);
  });

  it('zooms around the pointer, keeping the point under it still', () => {
    const start = { x: -500, y: -250, zoom: 1 };
    const zoomed = zoomAt(start, 2, 100, 100, bounds);
    expect(zoomed.zoom).toBe(2);
    // World point under (100, 100) before: (600, 350); after: (100 - x) / zoom.
    expect((100 - zoomed.x) / zoomed.zoom).toBeCloseTo(600);
    expect((100 - zoomed.y) / zoomed.zoom).toBeCloseTo(350);
  });

  it('never zooms out past the fit or in past the maximum', () => {
    expect(zoomAt({ x: 0, y: 0, zoom: 0.5 }, 0.1, 0, 0, bounds).zoom).toBe(0.5);
    expect(zoomAt({ x: 0, y: 0, zoom: 3 }, 10, 0, 0, bounds).zoom).toBe(MAX_ZOOM);
  });

  it('pans but keeps the map covering the view', () => {
    expect(panBy({ x: -500, y: -250, zoom: 1 }, 100, 50, bounds)).toEqual({
      x: -400,
      y: -200,
      zoom: 1,
    });
    expect(panBy({ x: -500, y: -250, zoom: 1 }, 900, 900, bounds)).toEqual({ x: 0, y: 0, zoom: 1 });
    expect(clampCamera({ x: -5000, y: -5000, zoom: 1 }, bounds)).toEqual({
      x: -1000,
      y: -500,
      zoom: 1,
    });
  });

  it('centres a world point in the view, as far as the edges allow, and says what is in view', () => {
    const zoomed = { x: -500, y: -250, zoom: 1 };
    expect(centreOn(zoomed, 1200, 600, bounds)).toEqual({ x: -700, y: -350, zoom: 1 });
    expect(visibleArea(centreOn(zoomed, 1200, 600, bounds), bounds)).toEqual({
      x: 700,
      y: 350,
      width: 1000,
      height: 500,
    });
    // Near a corner the view stops at the map's edge rather than showing past it.
    expect(centreOn(zoomed, 1950, 20, bounds)).toEqual({ x: -1000, y: 0, zoom: 1 });
  });

  it('zooms in on a wheel up and out on a wheel down', () => {
    expect(wheelFactor(-100)).toBeGreaterThan(1.1);
    expect(wheelFactor(100)).toBeLessThan(0.9);
  });

  it('fits inside a padding, so discs on the map edge show whole', () => {
    const padded = { ...bounds, padding: 25 };
    const fitted = fitCamera(padded);
    expect(fitted.zoom).toBeCloseTo(0.45);
    // Centred: 25 px free above and below, more at the sides.
    expect(fitted.y).toBeCloseTo(25);
    expect(fitted.x).toBeCloseTo((1000 - 2000 * 0.45) / 2);
    // Zoomed in, the edges may come inside by the padding, never further.
    expect(clampCamera({ x: 900, y: 900, zoom: 1 }, padded)).toEqual({ x: 25, y: 25, zoom: 1 });
    expect(clampCamera({ x: -5000, y: -5000, zoom: 1 }, padded)).toEqual({
      x: -1025,
      y: -525,
      zoom: 1,
    });
  });

  it('zooms in and out around the middle of the view', () => {
    const start = { x: -500, y: -250, zoom: 1 };
    const zoomed = zoomCentre(start, 2, bounds);
    expect(zoomed.zoom).toBe(2);
    expect((500 - zoomed.x) / zoomed.zoom).toBeCloseTo(1000);
    expect((250 - zoomed.y) / zoomed.zoom).toBeCloseTo(500);
  });
});

describe('frameArea', () => {
  // A 2600x1630 map in a phone's 390x670 box, fitted at the top with 16 px around it.
  const phone = {
    viewWidth: 390,
    viewHeight: 670,
    contentWidth: 2600,
    contentHeight: 1630,
    padding: 16,
    alignTop: true,
  };

  it('shows a small area as large as the fitted map is high, centred on it', () => {
    const area = { x: 1000, y: 600, width: 400, height: 200 };
    const framed = frameArea(area, phone)!;
    const fit = fitZoom(phone);
    expect(framed.zoom).toBeGreaterThan(fit * FRAME_MIN_GAIN);
    // The whole area is on screen, within the height the fitted map took (the sheets' room
    // under it stays clear).
    const fittedHeight = phone.contentHeight * fit + 2 * phone.padding;
    expect(framed.x + area.x * framed.zoom).toBeGreaterThanOrEqual(0);
    expect(framed.x + (area.x + area.width) * framed.zoom).toBeLessThanOrEqual(phone.viewWidth);
    expect(framed.y + area.y * framed.zoom).toBeGreaterThanOrEqual(0);
    expect(framed.y + (area.y + area.height) * framed.zoom).toBeLessThanOrEqual(fittedHeight);
  });

  it('leaves the view alone when the area is about the whole map', () => {
    expect(frameArea({ x: 0, y: 0, width: 2400, height: 1500 }, phone)).toBeNull();
  });
});
