// A subscription's name is the browser's and the operating system's names (spec §7), read from
// the user agent: the order matters, as Edge and Opera also say "Chrome", and Chrome "Safari".
const BROWSERS: readonly (readonly [string, string])[] = [
  ['Edg/', 'Edge'],
  ['OPR/', 'Opera'],
  ['Firefox/', 'Firefox'],
  ['FxiOS/', 'Firefox'],
  ['SamsungBrowser/', 'Samsung Internet'],
  ['CriOS/', 'Chrome'],
  ['Chromium/', 'Chromium'],
  ['Chrome/', 'Chrome'],
  ['Safari/', 'Safari'],
];

const SYSTEMS: readonly (readonly [string, string])[] = [
  ['Windows', 'Windows'],
  ['Android', 'Android'],
  ['iPhone', 'iOS'],
  ['iPad', 'iPadOS'],
  ['CrOS', 'ChromeOS'],
  ['Mac OS X', 'macOS'],
  ['Linux', 'Linux'],
];

const find = (userAgent: string, table: readonly (readonly [string, string])[]) =>
  table.find(([marker]) => userAgent.includes(marker))?.[1];

/** "Firefox on Windows", "Chrome on Android", ...; "Browser" / "unknown system" for what it cannot tell. */
export function deviceName(userAgent: string): string {
  return `${find(userAgent, BROWSERS) ?? 'Browser'} on ${find(userAgent, SYSTEMS) ?? 'unknown system'}`;
}
