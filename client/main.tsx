// The theme first (its buttons, forms and sign-in pages after it): component style sheets
// imported below build on them and must come after them.
import './ui/theme.css';
import './ui/buttons.css';
import './ui/forms.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { afterGamePageDrawn } from './net/firstDraw';
import { registerServiceWorkerAfterLoad } from './net/serviceWorker';
import { captureInstallPrompt } from './ui/installPrompt';
import { applyPlayerColors } from './ui/playerColors';

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
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
