import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { COLORS } from '../../shared/constants';
import { computerMark } from '../../shared/protocol/computers';
import type { CardEntity, PlayerEntity } from '../../shared/protocol/updateState';

/**
 * The spec's `rowHtml`, `sideBoxHtml` and `formattedHtml` fragments, rendered by React from the
 * same data the client renders itself (so every user text is escaped). The React client never
 * injects them; they serve HTML-only consumers such as the mod panel and e-mails.
 */

/**
 * Fragments already rendered, by what they show: every viewer and every reply gets the same rows
 * until the game changes, and React's rendering is most of the cost of an update-state.
 */
const rendered = new Map<string, string>();
const MAX_RENDERED = 20_000;

function renderOnce(key: string, element: () => ReactElement): string {
  const hit = rendered.get(key);
  if (hit !== undefined) return hit;
  const html = renderToStaticMarkup(element());
  // Map keeps insertion order: the first entry is the oldest.
  if (rendered.size >= MAX_RENDERED) rendered.delete(rendered.keys().next().value!);
  rendered.set(key, html);
  return html;
}

const colorName = (color: number) => COLORS[color]?.name ?? 'gray';
const count = (value: number | null) => (value === null ? '?' : String(value));
/** The name, with a computer player's mark: "Computer 4.1 (computer, Hard)". */
const nameOf = (player: PlayerEntity) =>
  player.computer ? `${player.username} ${computerMark(player.computer)}` : player.username;

function statusOf(player: PlayerEntity, onTurn: boolean): string {
  if (player.resigned) return 'resigned';
  if (player.neutral) return 'neutralised';
  if (!player.alive) return 'dead';
  if (player.absent_until > 0) return 'absent';
  return onTurn ? 'on turn' : 'waiting';
}

export function playerRowHtml(player: PlayerEntity, onTurn: boolean): string {
  return renderOnce(`row${onTurn ? '*' : ''}${JSON.stringify(player)}`, () => (
    <tr data-player-id={player.player_id} className={`player player--${colorName(player.color)}`}>
      <td>{nameOf(player)}</td>
      <td>{player.teamString}</td>
      <td>{statusOf(player, onTurn)}</td>
      <td>{player.cards}</td>
      <td>{count(player.territories)}</td>
      <td>{count(player.troops)}</td>
      <td>{player.reinforcements}</td>
    </tr>
  ));
}

export function playerSideBoxHtml(player: PlayerEntity, onTurn: boolean): string {
  return renderOnce(`box${onTurn ? '*' : ''}${JSON.stringify(player)}`, () => (
    <div
      data-player-id={player.player_id}
      className={`side-box player--${colorName(player.color)}`}
    >
      <strong>{nameOf(player)}</strong> <span>{statusOf(player, onTurn)}</span>
      <dl>
        <dt>Territories</dt>
        <dd>{count(player.territories)}</dd>
        <dt>Troops</dt>
        <dd>{count(player.troops)}</dd>
        <dt>Cards</dt>
        <dd>{player.cards}</dd>
      </dl>
    </div>
  ));
}

const CARD_COLOURS = ['wild', 'infantry', 'cavalry', 'artillery'] as const;

export function cardHtml(card: CardEntity, territoryName: string | undefined): string {
  return renderOnce(`card${JSON.stringify([territoryName, card])}`, () => (
    <span className={`card card--${CARD_COLOURS[card.color] ?? 'wild'}`} data-code={card.code}>
      {card.territory_id === 0 ? 'Wild' : (territoryName ?? `#${card.territory_id}`)}
    </span>
  ));
}
