import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../state/session';
import { PlayComputer } from '../practice/PlayComputer';
import { WorldArt } from './WorldArt';
import './home.css';
import { usePageTitle } from '../../ui/usePageTitle';

const TURN_STEPS = [
  {
    name: 'Cards',
    text: 'Turn in a set of three cards for extra troops. With five cards, you must.',
  },
  {
    name: 'Reinforce',
    text: 'Place new troops: a third of your territories, plus every region you hold.',
  },
  { name: 'Attack', text: 'Roll up to three dice against two. Conquer a territory, earn a card.' },
  { name: 'Fortify', text: 'Move troops through your lines to where the next blow will land.' },
] as const;

const GAME_TYPES = [
  { name: 'Deathmatch', text: 'Last player or team standing wins.' },
  { name: 'Capitals', text: "Take a rival's capital and their whole empire falls to you." },
  {
    name: 'Assassination',
    text: 'Hunt your secret target; inherit theirs if someone beats you to it.',
  },
  { name: 'Domination', text: 'Hold enough of the map at the end of your turn.' },
  { name: 'Capital Conquest', text: 'Keep your capital and seize enough of the others.' },
  { name: 'Secret Mission', text: 'Complete the mission you drew before anyone completes theirs.' },
  { name: 'Terminator', text: 'Every elimination scores. Play to the very end.' },
  { name: 'King of the Hill', text: 'Hold every hill for one full round.' },
] as const;

/** The create page's options, as a player sets them (their names are the create page's). */
const TABLE_OPTIONS = [
  { name: 'Players', value: '2 to 9, alone or in teams of 2 to 4 with a team chat' },
  { name: 'Turn time', value: '1 minute for a live game, up to 3 days for a long-term one' },
  { name: 'Cards', value: 'Increasing, fixed, capped or nuclear sets, or no cards' },
  { name: 'Turn order', value: 'Sequential, random or simultaneous' },
  { name: 'Fortification', value: 'None, adjacent, chained or unlimited moves' },
  { name: 'Dice', value: 'Normal, or balanced dice that tame the worst streaks' },
  { name: 'Fog of war', value: 'See only what your armies can see' },
  { name: 'Ranking', value: 'Winner takes all, placement or team; or unranked, for fun' },
  {
    name: 'Computer players',
    value: 'Easy, normal or hard: in seats, filling empty ones or replacing absent players',
  },
] as const;

// Player colours for the legend, leaving out gray (neutral) and black (too dark on this theme).
const LEGEND_COLORS = [1, 2, 3, 4, 5, 6, 9, 8];

/** `/`: what the game is and where to start. */
export function HomePage() {
  usePageTitle();
  const { user } = useSession();
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__text">
          <p className="eyebrow">Turn-based strategy for 2 to 9 players</p>
          <h1 id="hero-title">Conquer the world, one turn at a time.</h1>
          <p className="hero__lead">
            Conquest is a multiplayer game of territory, dice and nerve. Mass your armies, break
            your rivals&apos; borders, trade cards for reinforcements and hold the map, alone or
            with your team.
          </p>
          {user ? (
            <>
              <p className="hero__welcome">
                Welcome, <strong>{user.username}</strong>. Rating {user.rating}, {user.tokens}{' '}
                tokens.
              </p>
              <div className="button-row">
                <Link to="/lobby" className="btn btn--primary btn--large">
                  Open the lobby
                </Link>
                <Link to="/game/create" className="btn btn--secondary btn--large">
                  Create a game
                </Link>
              </div>
              <PlayComputer />
            </>
          ) : (
            <div className="button-row">
              <Link to="/register" className="btn btn--primary btn--large">
                Create a free account
              </Link>
              <Link to="/lobby" className="btn btn--secondary btn--large">
                Browse open games
              </Link>
            </div>
          )}
        </div>
        <figure className="hero__board">
          <figcaption className="hero__turn" aria-hidden="true">
            <span className="hero__turn-disc" />
            <strong>Your turn</strong>
            <span className="hero__turn-step">Attack</span>
            <span className="hero__turn-round">Round 3</span>
          </figcaption>
          <WorldArt className="hero__art" />
        </figure>
      </section>

      <section className="home-section" aria-labelledby="turn-title">
        <h2 id="turn-title">How a turn works</h2>
        <ol className="turn-track">
          {TURN_STEPS.map((step, index) => (
            <li key={step.name} className="turn-track__step">
              <span className="turn-track__disc" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.name}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <div className="home-columns">
        <section className="home-section" aria-labelledby="modes-title">
          <h2 id="modes-title">Eight ways to win</h2>
          <ul className="legend">
            {GAME_TYPES.map((type, index) => (
              <li
                key={type.name}
                style={
                  {
                    '--swatch': `var(--player-${LEGEND_COLORS[index % LEGEND_COLORS.length]})`,
                  } as CSSProperties
                }
              >
                <strong>{type.name}</strong> <span>{type.text}</span>
              </li>
            ))}
          </ul>
        </section>

        <section className="home-section" aria-labelledby="table-title">
          <h2 id="table-title">Set the table</h2>
          <dl className="table-options">
            {TABLE_OPTIONS.map((option) => (
              <div key={option.name}>
                <dt>{option.name}</dt>
                <dd>{option.value}</dd>
              </div>
            ))}
          </dl>
          <p className="home-note">
            Every finished game keeps its replay: step through it round by round.
          </p>
        </section>
      </div>

      <section className="home-call" aria-labelledby="call-title">
        <h2 id="call-title">It is your turn</h2>
        <p>Round 1. Your troops are waiting for orders.</p>
        <div className="button-row">
          {user ? (
            <Link to="/game/create" className="btn btn--primary">
              Create a game
            </Link>
          ) : (
            <Link to="/register" className="btn btn--primary">
              Create a free account
            </Link>
          )}
          <Link to="/lobby" className="btn btn--secondary">
            Join a waiting game
          </Link>
          <Link to="/maps" className="btn btn--ghost">
            Explore the maps
          </Link>
        </div>
      </section>
    </div>
  );
}
