import { createElement, useMemo, useState, type ReactNode } from 'react';
import { GAME_STATUSES } from '../engine/options';
import { parseBBCode, type BBElement, type BBNode } from './parse';

/** What a [game] link shows: the game's name and status, looked up by the server. */
export interface GameLinkInfo {
  name: string;
  /** 1 pre-game, 2 running, 3 ended (the game status of the specification). */
  status: number;
}

/** Game id -> its link data; a missing id renders as a game that does not exist. */
export type GameLinks = Record<string, GameLinkInfo>;

export const GAME_STATUS_TEXT: Record<number, string> = {
  [GAME_STATUSES.pregame]: 'waiting for players',
  [GAME_STATUSES.running]: 'running',
  [GAME_STATUSES.ended]: 'ended',
};

export const SPOILER_TEXT = { show: '(click to show)', hide: '(click to hide)' } as const;

interface BBCodeProps {
  /** The post's BBCode as typed. */
  source: string;
  games?: GameLinks;
}

/**
 * A BBCode text as React elements: the client renders posts with it, and the server renders the
 * same component to HTML with renderToStaticMarkup. Every text goes through React, so it is escaped;
 * attributes only ever hold values that passed the checks in tags.ts.
 */
export function BBCode({ source, games = {} }: BBCodeProps) {
  const nodes = useMemo(() => parseBBCode(source), [source]);
  return <div className="bbcode">{renderNodes(nodes, games)}</div>;
}

function renderNodes(nodes: readonly BBNode[], games: GameLinks): ReactNode[] {
  return nodes.map((node, index) =>
    typeof node === 'string' ? node : <Element key={index} node={node} games={games} />,
  );
}

function Element({ node, games }: { node: BBElement; games: GameLinks }): ReactNode {
  switch (node.tag) {
    case 'b':
      return <strong>{renderNodes(node.children, games)}</strong>;
    case 'i':
      return <em>{renderNodes(node.children, games)}</em>;
    case 'u':
      return <u>{renderNodes(node.children, games)}</u>;
    case 's':
      return <s>{renderNodes(node.children, games)}</s>;
    case 'url':
      return (
        <a href={node.href} rel="nofollow ugc noopener noreferrer">
          {renderNodes(node.children, games)}
        </a>
      );
    case 'img':
      return (
        <img
          className="bb-img"
          src={node.src}
          alt="Posted image"
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      );
    case 'quote':
      return (
        <blockquote className="bb-quote">
          {node.author && <cite className="bb-quote__author">{node.author} wrote:</cite>}
          {renderNodes(node.children, games)}
        </blockquote>
      );
    case 'code':
      return (
        <pre className="bb-code">
          <code>{node.text}</code>
        </pre>
      );
    case 'list': {
      const items = node.items.map((item, index) => (
        <li key={index}>{renderNodes(item, games)}</li>
      ));
      return node.ordered ? (
        <ol className="bb-list">{items}</ol>
      ) : (
        <ul className="bb-list">{items}</ul>
      );
    }
    case 'color':
      // A presentational attribute, not a style attribute: the site's CSP forbids inline styles.
      return createElement('font', { color: node.color }, ...renderNodes(node.children, games));
    case 'size':
      return (
        <span className={`bb-size bb-size-${node.size}`}>{renderNodes(node.children, games)}</span>
      );
    case 'spoiler':
      return <Spoiler>{renderNodes(node.children, games)}</Spoiler>;
    case 'game':
      return <GameLink id={node.gameId} info={games[node.gameId]} />;
  }
}

/** Hidden until clicked; the summary says which click comes next. */
function Spoiler({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="bb-spoiler" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="bb-spoiler__summary">
        {open ? SPOILER_TEXT.hide : SPOILER_TEXT.show}
      </summary>
      <div className="bb-spoiler__content">{children}</div>
    </details>
  );
}

function GameLink({ id, info }: { id: number; info: GameLinkInfo | undefined }) {
  if (!info) return <span className="bb-game bb-game--missing">Game #{id} (no such game)</span>;
  return (
    <a className={`bb-game bb-game--status-${info.status}`} href={`/game/${id}`}>
      Game #{id}: {info.name} ({GAME_STATUS_TEXT[info.status] ?? 'unknown'})
    </a>
  );
}
