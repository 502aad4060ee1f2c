/** Small stroke icons for the navbar status row (inline SVG: no icon font or emoji needed). */

const PATHS = {
  mail: 'M3 6h18v12H3z M3 7l9 6 9-6',
  swords:
    'M4 4l9 9 M4 4h4 M4 4v4 M20 4l-9 9 M20 4h-4 M20 4v4 M7 17l3-3 M17 17l-3-3 M5 19l2-2 M19 19l-2-2',
  bolt: 'M13 3L5 14h6l-1 7 8-11h-6z',
  hourglass: 'M7 3h10 M7 21h10 M8 3c0 5 8 6 8 9s-8 4-8 9 M16 3c0 5-8 6-8 9s8 4 8 9',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4z M10 20a2 2 0 0 0 4 0',
  bellOff: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4z M10 20a2 2 0 0 0 4 0 M3 3l18 18',
  refresh: 'M20 12a8 8 0 1 1-2.3-5.6 M20 4v5h-5',
  warning: 'M12 3l10 18H2z M12 10v5 M12 18v.5',
  clock: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18 M12 7v5l3 2',
  pause: 'M8 5v14 M16 5v14',
  play: 'M7 4l13 8-13 8z',
} as const;

export type NavbarIconName = keyof typeof PATHS;

export function NavbarIcon({ name }: { name: NavbarIconName }) {
  return (
    <svg
      className="navbar-icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
