import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { CARDS_PER_PLAYER_FOR_DECKS } from '../../../shared/constants';
import { usePageTitle } from '../../ui/usePageTitle';

interface Term {
  id: string;
  term: string;
  text: string;
}

const TERMS: Term[] = [
  {
    id: 'capitals',
    term: 'Capitals',
    text: 'In capital games every player starts with a capital. Whoever takes your capital eliminates you and takes all your territories. Each capital you hold gives 2 extra troops per turn.',
  },
  {
    id: 'domination',
    term: 'Domination',
    text: 'Win by holding the domination target (a share of all territories that shrinks as the player count grows) at the end of your turn.',
  },
  {
    id: 'fog-of-war',
    term: 'Fog of war',
    text: "You see owners and troops only of your own, your team-mates' and adjacent territories.",
  },
  {
    id: 'fortification',
    term: 'Fortification',
    text: 'After attacking you may move troops: none, to an adjacent territory, along a chain of your own territories, or any number of chained moves, depending on the game.',
  },
  {
    id: 'multiple-card-decks',
    term: 'Multiple card decks',
    text: `A deck has one card per territory plus 2 wild cards. When ${CARDS_PER_PLAYER_FOR_DECKS} times the number of players exceeds the number of territories, one deck is not enough, so the game shuffles several decks together (at most 4): the same territory can then appear on more than one card, and a set may hold two cards of the same territory.`,
  },
  {
    id: 'team-chat',
    term: 'Team chat',
    text: 'In team games, team-mates share a chat nobody else can read, from the moment the game starts.',
  },
];

/** The glossary (linked from the create-game warnings, e.g. #multiple-card-decks). */
export function GlossaryPage() {
  usePageTitle('Glossary');
  const { hash } = useLocation();

  // A client-side navigation does not scroll to the anchor by itself.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);

  return (
    <article className="glossary">
      <h1>Glossary</h1>
      <dl>
        {TERMS.map(({ id, term, text }) => (
          <div key={id} id={id} className="glossary__entry">
            <dt>
              <h2>{term}</h2>
            </dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
