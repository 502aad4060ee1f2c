import { useState } from 'react';
import { ChatPanel } from '../../../chat/ChatPanel';
import { Tabs, type TabItem } from '../../../ui/Tabs';
import { usePlay } from '../PlayContext';
import { useGameView } from '../useTurn';
import { JoinTab } from './JoinTab';
import { LogTab } from './LogTab';
import { NotesTab } from './NotesTab';
import { OptionsTab, type ScreenSettings } from './OptionsTab';
import { PlayersTab } from './PlayersTab';
import { ReportTab } from './ReportTab';
import { SupportTab } from './SupportTab';
import { GAME_STATUSES } from '../../../../shared/engine';
import { hasPermission } from '../../../../shared/protocol/staff';
import { useSession } from '../../../state/session';
import { GameDebugViews } from '../../admin/GameDebugViews';
import './panels.css';

interface PanelProps {
  settings: ScreenSettings;
  onSettings(s: ScreenSettings): void;
}

/** Game chat, team chat (team games) and preset chat: only for a seat in a running game. */
function chatTabs(gameId: number, teams: boolean): TabItem[] {
  const tabs: TabItem[] = [
    { id: 'chat', label: 'Game chat', content: <ChatPanel gameId={gameId} title={null} /> },
  ];
  if (teams) {
    tabs.push({
      id: 'team',
      label: 'Team chat',
      content: <ChatPanel gameId={gameId} team title={null} />,
    });
  }
  tabs.push({
    id: 'presets',
    label: 'Preset chat',
    content: <ChatPanel gameId={gameId} presets title={null} />,
  });
  return tabs;
}

/**
 * The tabs of each side (spec §2). Chats, notes, support and report need a seat in a running
 * game; join-game shows only to a visitor without a seat before the start; debug only to staff.
 */
function useTabs({ settings, onSettings }: PanelProps): { left: TabItem[]; right: TabItem[] } {
  const { gameId } = usePlay();
  const { user } = useSession();
  const s = useGameView();
  const seated = s.viewer > 0;
  const seatedRunning = seated && s.status === GAME_STATUSES.running;
  const right: TabItem[] = [];
  if (s.status === GAME_STATUSES.pregame && !seated)
    right.push({ id: 'join', label: 'Join game', content: <JoinTab /> });
  if (seatedRunning) {
    right.push(...chatTabs(gameId, s.options.players_per_team > 1));
    right.push({ id: 'notes', label: 'Notes', content: <NotesTab /> });
  }
  right.push({
    id: 'options',
    label: 'Options',
    content: <OptionsTab settings={settings} onSettings={onSettings} />,
  });
  if (seatedRunning) {
    right.push({ id: 'support', label: 'Support', content: <SupportTab /> });
    right.push({ id: 'report', label: 'Report', content: <ReportTab /> });
  }
  // The hack panel's views of this game, for staff who may debug games (the server checks it too).
  if (hasPermission(user, 'debug.game'))
    right.push({
      id: 'debug',
      label: 'Debug',
      content: <GameDebugViews gameId={String(gameId)} />,
    });
  const left: TabItem[] = [
    { id: 'players', label: 'Players', content: <PlayersTab /> },
    { id: 'log', label: 'Game log', content: <LogTab colourblind={settings.colourblind} /> },
  ];
  return { left, right };
}

interface PanelFrameProps {
  tabs: TabItem[];
  label: string;
  className: string;
  /** Desktop only: the panel folds to a strip with the button that opens it again. */
  collapsed?: boolean;
  edge?: 'left' | 'right';
  onCollapse?: (collapsed: boolean) => void;
}

function Panel(props: PanelFrameProps) {
  const { tabs, label, className, collapsed = false, edge = 'left', onCollapse } = props;
  const [selected, setSelected] = useState(tabs[0]?.id ?? '');
  // A tab that disappears (join after joining) falls back to the first.
  const current = tabs.some((t) => t.id === selected) ? selected : (tabs[0]?.id ?? '');
  return (
    <aside
      className={`${className}${collapsed ? ' play__panel--collapsed' : ''}`}
      aria-label={label}
    >
      {onCollapse && (
        <button
          type="button"
          className="play__panel-toggle"
          aria-expanded={!collapsed}
          aria-label={collapsed ? `Show ${label.toLowerCase()}` : `Hide ${label.toLowerCase()}`}
          title={collapsed ? `Show ${label.toLowerCase()}` : `Hide ${label.toLowerCase()}`}
          onClick={() => onCollapse(!collapsed)}
        >
          {/* Arrows point the way the panel moves: away from the map to hide, back to show. */}
          {(edge === 'left') === collapsed ? '›' : '‹'}
        </button>
      )}
      {!collapsed && <Tabs tabs={tabs} selected={current} onSelect={setSelected} label={label} />}
    </aside>
  );
}

export interface PlayPanelsProps extends PanelProps {
  side: 'left' | 'right' | 'all';
  collapsed?: boolean;
  onCollapse?: (collapsed: boolean) => void;
}

/** Left and right panels on wide screens (each can fold away); one tab row under the map on narrow ones. */
export function PlayPanels(props: PlayPanelsProps) {
  const { left, right } = useTabs(props);
  const fold = { collapsed: props.collapsed, onCollapse: props.onCollapse };
  if (props.side === 'left')
    return (
      <Panel
        tabs={left}
        label="Players and log"
        className="play__panel play__panel--left"
        edge="left"
        {...fold}
      />
    );
  if (props.side === 'right')
    return (
      <Panel
        tabs={right}
        label="Game panel"
        className="play__panel play__panel--right"
        edge="right"
        {...fold}
      />
    );
  return (
    <Panel
      tabs={[
        ...right.filter((t) => t.id === 'join'),
        ...left,
        ...right.filter((t) => t.id !== 'join'),
      ]}
      label="Game panels"
      className="play__panel play__panel--bottom"
    />
  );
}
