import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../state/session';
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

const FEATURES = [
  {
    name: 'Live or long-term',
    text: 'Blitz through a live game in an evening, or play a turn a day.',
  },
  { name: 'Teams', text: 'Two to four per team, shared vision, team chat and a shared victory.' },
  { name: 'Fog of war', text: 'See only what your armies can see. Scout before you strike.' },
  { name: 'Fair dice', text: 'Classic dice or balanced dice that tame the worst streaks.' },
  {
    name: 'Ratings',
    text: 'Winner-takes-all, placement or team ratings, and unrated games for fun.',
  },
  { name: 'Replays', text: 'Step through every finished game, round by round.' },
] as const;

// Player colours for the tiles, leaving out gray (neutral) and black (too dark on this theme).
const TILE_COLORS = [1, 2, 3, 4, 5, 6, 9, 8];

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
        <WorldArt className="hero__art" />
      </section>

      <section className="home-section" aria-labelledby="turn-title">
        <h2 id="turn-title">How a turn works</h2>
        <ol className="steps">
          {TURN_STEPS.map((step) => (
            <li key={step.name} className="card step">
              <h3>{step.name}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="home-section" aria-labelledby="modes-title">
        <h2 id="modes-title">Eight ways to win</h2>
        <ul className="tiles">
          {GAME_TYPES.map((type, index) => (
            <li
              key={type.name}
              className="tile"
              style={
                {
                  '--tile-color': `var(--player-${TILE_COLORS[index % TILE_COLORS.length]})`,
                } as CSSProperties
              }
            >
              <h3>{type.name}</h3>
              <p>{type.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-section" aria-labelledby="features-title">
        <h2 id="features-title">Made for serious play</h2>
        <ul className="features">
          {FEATURES.map((feature) => (
            <li key={feature.name}>
              <h3>{feature.name}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-cta card" aria-labelledby="cta-title">
        <h2 id="cta-title">Your first game is a few clicks away</h2>
        <p>Pick a map, set the rules, invite your friends, or join a game already waiting.</p>
        <div className="button-row">
          <Link to="/game/create" className="btn btn--primary btn--large">
            Create a game
          </Link>
          <Link to="/maps" className="btn btn--ghost btn--large">
            Explore the maps
          </Link>
        </div>
      </section>
    </div>
  );
}
