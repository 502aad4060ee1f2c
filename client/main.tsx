// The theme first (its buttons, forms and sign-in pages after it): component style sheets
// imported below build on them and must come after them.
import './ui/theme.css';
import './ui/buttons.css';
import './ui/forms.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, gamePageReady } from './App';
import { afterGamePageDrawn, isGamePage } from './net/firstDraw';
import { registerServiceWorkerAfterLoad } from './net/serviceWorker';
import { captureInstallPrompt } from './ui/installPrompt';
import { applyPlayerColors } from './ui/playerColors';

/** How long a game's page holds its first render for what that render would show. */
const FIRST_RENDER_WAIT_MS = 3000;

applyPlayerColors(document.documentElement);
captureInstallPrompt();
registerServiceWorkerAfterLoad();
// TanStack Query is not in the entry: no page needs it for its first paint, and a game's page none
// before its map has drawn (see ui/NavbarStatus.tsx).
void afterGamePageDrawn()
  .then(() => import('./net/query'))
  .then(({ startServerState }) => startServerState());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// A game's page renders its play screen in its first render (see gamePageReady): what it waits
// for is in by the time the entry has run, and the page says the game is loading meanwhile. A
// failure, or an answer later than FIRST_RENDER_WAIT_MS, leaves the screens to ask as usual.
if (isGamePage()) {
  const waited = new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS));
  void Promise.race([gamePageReady(), waited]).then(render, render);
} else render();
