import { useEffect, useRef, useState } from 'react';
import {
  GAME_CLOCK_TICK_MS,
  SOUND_MUTE_COOKIE_MS,
  TIMER_SOUND_SECONDS_LEFT,
} from '../../../shared/constants';
import { readCookie, writeCookie } from '../../ui/cookies';

const MUTE_COOKIE = 'play_sound_muted';

/** Seconds as m:ss or h:mm:ss. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

/** A short two-tone beep from WebAudio: no sound file to download. */
function beep(): void {
  const context = new AudioContext();
  const tone = context.createOscillator();
  const gain = context.createGain();
  tone.frequency.setValueAtTime(880, context.currentTime);
  tone.frequency.setValueAtTime(660, context.currentTime + 0.15);
  gain.gain.setValueAtTime(0.15, context.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.4);
  tone.connect(gain).connect(context.destination);
  tone.start();
  tone.stop(context.currentTime + 0.4);
  tone.onended = () => void context.close();
}

export function useSoundMute(): [boolean, (muted: boolean) => void] {
  const [muted, setMuted] = useState(() => readCookie(MUTE_COOKIE) === '1');
  return [
    muted,
    (next) => {
      writeCookie(MUTE_COOKIE, next ? '1' : '0', SOUND_MUTE_COOKIE_MS);
      setMuted(next);
    },
  ];
}

function secondsLeft(expiresAt: number, clockOffset: number): number {
  return (expiresAt - (Date.now() + clockOffset)) / 1000;
}

export interface TurnTimerProps {
  expiresAt: number;
  clockOffset: number;
  /** Beep at 15 s left (the viewer's own turn, sound not muted). */
  sound: boolean;
}

/** The turn's countdown, ticking every second, with the warning sound at 15 s left. */
export function TurnTimer({ expiresAt, clockOffset, sound }: TurnTimerProps) {
  const left = () => secondsLeft(expiresAt, clockOffset);
  const [seconds, setSeconds] = useState(left);
  const warned = useRef(false);
  useEffect(() => {
    warned.current = left() <= TIMER_SOUND_SECONDS_LEFT;
    const timer = setInterval(() => {
      const now = left();
      setSeconds(now);
      if (!warned.current && now <= TIMER_SOUND_SECONDS_LEFT && now > 0) {
        warned.current = true;
        if (sound) beep();
      }
    }, GAME_CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [expiresAt, clockOffset, sound]);
  const urgent = seconds <= TIMER_SOUND_SECONDS_LEFT;
  return (
    <span
      className={urgent ? 'turn-timer turn-timer--urgent' : 'turn-timer'}
      role="timer"
      aria-label="Time left in this turn"
    >
      {formatClock(seconds)}
    </span>
  );
}
