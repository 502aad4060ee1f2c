import { useEffect, useState } from 'react';
import { CLOCK_STATE_COOKIE_MS } from '../../shared/constants';
import {
  CLOCK_12H_COOKIE,
  CLOCK_COOKIE,
  formatClock,
  nextClockMode,
  parseClockMode,
  type ClockMode,
} from '../state/navbar/clock';
import { readCookie, writeCookie } from './cookies';
import { NavbarIcon } from './NavbarIcon';

const MODE_LABELS: Record<ClockMode, string> = {
  hide: 'Show the clock',
  compact: 'Show seconds',
  show: 'Hide the clock',
};

/** The clock button: cycles hide, compact and show; the 12 h choice is a setting in the bell menu. */
export function NavbarClock({ twelveHour }: { twelveHour: boolean }) {
  const [mode, setMode] = useState<ClockMode>(() =>
    parseClockMode(readCookie(CLOCK_COOKIE) ?? undefined),
  );
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    if (mode === 'hide') return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [mode]);

  function cycle() {
    const next = nextClockMode(mode);
    setMode(next);
    writeCookie(CLOCK_COOKIE, next, CLOCK_STATE_COOKIE_MS);
  }

  return (
    <button
      type="button"
      className="navbar-status__item navbar-status__clock"
      onClick={cycle}
      title={MODE_LABELS[mode]}
      aria-label={`Clock: ${MODE_LABELS[mode].toLowerCase()}`}
      data-clock-mode={mode}
    >
      {mode === 'hide' ? (
        <NavbarIcon name="clock" />
      ) : (
        <time dateTime={now.toISOString()}>{formatClock(now, mode, twelveHour)}</time>
      )}
    </button>
  );
}

/** The 12-hour preference, kept in a cookie without expiry. */
export function useTwelveHourClock(): [boolean, (on: boolean) => void] {
  const [twelveHour, setTwelveHour] = useState(() => readCookie(CLOCK_12H_COOKIE) === '1');
  return [
    twelveHour,
    (on: boolean) => {
      setTwelveHour(on);
      writeCookie(CLOCK_12H_COOKIE, on ? '1' : '0', CLOCK_STATE_COOKIE_MS);
    },
  ];
}
