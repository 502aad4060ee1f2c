// The theme first: component style sheets imported below build on it and must come after it.
import './ui/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerServiceWorkerAfterLoad } from './net/serviceWorker';
import { captureInstallPrompt } from './ui/installPrompt';
import { applyPlayerColors } from './ui/playerColors';

applyPlayerColors(document.documentElement);
captureInstallPrompt();
registerServiceWorkerAfterLoad();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
