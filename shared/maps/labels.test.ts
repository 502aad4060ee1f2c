import { describe, expect, it } from 'vitest';
import { NAME_OFFSET, nameFontSize, nameLines, pictureNameBox } from './labels';

describe('the names a map picture prints', () => {
  it('sizes names by how crowded the map is, within 10-14 px', () => {
    expect(nameFontSize({ width: 1800, height: 1050, territories: { length: 42 } })).toBe(14);
    expect(nameFontSize({ width: 2600, height: 1630, territories: { length: 400 } })).toBe(10);
  });

  it('breaks long names at the space nearest the middle', () => {
    expect(nameLines('Alaska')).toEqual(['Alaska']);
    expect(nameLines('Western United States')).toEqual(['Western', 'United States']);
    expect(nameLines('Northwest Territory')).toEqual(['Northwest', 'Territory']);
  });

  it('boxes a name below the anchor, centred, taller for two lines', () => {
    const one = pictureNameBox('Alaska', 14);
    expect(one.left).toBeCloseTo(-one.right);
    expect(one.top).toBeGreaterThan(NAME_OFFSET - 14);
    const two = pictureNameBox('Northwest Territory', 14);
    expect(two.bottom - two.top).toBeGreaterThan(one.bottom - one.top + 14);
  });
});
