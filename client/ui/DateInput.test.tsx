import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../testing/markup';
import { eventsSince } from '../routes/modpanel/UserInfo';
import { DateInput } from './DateInput';
import { DAY_CHOICES, MONTH_CHOICES, datePartsOf, isoDateOf, yearChoices } from './dateParts';

describe('the date input fallback', () => {
  // V42: day 1-31, month 1-12, year 1900 to the current one, 0 unset. K30: years from 1900.
  it('V42 K30 offers days 1-31, months 1-12 and the years from this one down to 1900', () => {
    expect(DAY_CHOICES[0]).toBe(1);
    expect(DAY_CHOICES.at(-1)).toBe(31);
    expect(DAY_CHOICES).toHaveLength(31);
    expect(MONTH_CHOICES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const years = yearChoices(new Date(2026, 10, 27));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1900);
    expect(years).toHaveLength(127);
  });

  it('V42 has a date only when all three are set and the day exists in that month', () => {
    expect(isoDateOf({ day: 7, month: 3, year: 1999 })).toBe('1999-03-07');
    expect(isoDateOf({ day: 0, month: 3, year: 1999 })).toBe('');
    expect(isoDateOf({ day: 7, month: 0, year: 1999 })).toBe('');
    expect(isoDateOf({ day: 7, month: 3, year: 0 })).toBe('');
    expect(isoDateOf({ day: 31, month: 2, year: 2001 })).toBe('');
    expect(datePartsOf('1999-03-07')).toEqual({ day: 7, month: 3, year: 1999 });
    expect(datePartsOf('')).toEqual({ day: 0, month: 0, year: 0 });
  });

  it('V42 renders three selects, each starting at 0 (unset), where the browser has no date input', () => {
    const html = renderMarkup(
      <DateInput label="Since" value="" onChange={() => undefined} native={false} />,
    );
    expect(html).not.toContain('type="date"');
    for (const part of ['Day', 'Month', 'Year'])
      expect(html).toMatch(
        new RegExp(`<select aria-label="${part}"><option value="0" selected="">${part}</option>`),
      );
    expect(html).toContain('<option value="1900">1900</option>');
    expect(html).not.toContain('<option value="1899">');
    const chosen = renderMarkup(
      <DateInput label="Since" value="2001-05-09" onChange={() => undefined} native={false} />,
    );
    expect(chosen).toContain('<option value="9" selected="">9</option>');
    expect(chosen).toContain('<option value="2001" selected="">2001</option>');
  });

  it('V42 the native input where the browser has one', () => {
    const html = renderMarkup(
      <DateInput label="Since" value="2001-05-09" onChange={() => undefined} native />,
    );
    expect(html).toContain('type="date"');
    expect(html).toContain('value="2001-05-09"');
  });

  it('the user admin event log keeps the rows from the chosen date', () => {
    const rows = [{ at: '2026-01-02T10:00:00Z' }, { at: '2026-01-03T00:00:00Z' }];
    expect(eventsSince(rows, '2026-01-03')).toEqual([rows[1]]);
    expect(eventsSince(rows, '')).toEqual(rows);
  });
});
