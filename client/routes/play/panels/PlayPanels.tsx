import { useEffect, useState } from 'react';
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

/** Below this width the two side panels collapse into one row of tabs under the map. */
export const NARROW_QUERY = '(max-width: 900px)';

export function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW_QUERY);
    const onChange = () => setNarrow(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return narrow;
}

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
 * game; join-game shows only to a visitor without a seat before the start.
 */
function useTabs({ settings, onSettings }: PanelProps): { left: TabItem[]; right: TabItem[] } {
  const { gameId } = usePlay();
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
  const left: TabItem[] = [
    { id: 'players', label: 'Players', content: <PlayersTab /> },
    { id: 'log', label: 'Game log', content: <LogTab /> },
  ];
  return { left, right };
}

function Panel({ tabs, label, className }: { tabs: TabItem[]; label: string; className: string }) {
  const [selected, setSelected] = useState(tabs[0]?.id ?? '');
  // A tab that disappears (join after joining) falls back to the first.
  const current = tabs.some((t) => t.id === selected) ? selected : (tabs[0]?.id ?? '');
  return (
    <aside className={className} aria-label={label}>
      <Tabs tabs={tabs} selected={current} onSelect={setSelected} label={label} />
    </aside>
  );
}

/** Left and right panels on wide screens; one tab row under the map on narrow ones. */
export function PlayPanels(props: PanelProps & { side: 'left' | 'right' | 'all' }) {
  const { left, right } = useTabs(props);
  if (props.side === 'left')
    return <Panel tabs={left} label="Players and log" className="play__panel play__panel--left" />;
  if (props.side === 'right')
    return <Panel tabs={right} label="Game panel" className="play__panel play__panel--right" />;
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
