import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRoutes, prefetchLikelyPages } from './app/router';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

// wouter reads the browser's location itself: no router object to create. A transition: the
// first render (a whole page when the server brought its replies) yields to the browser every
// few milliseconds instead of holding the main thread in one long task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRoutes />
      </AppProvider>
    </StrictMode>,
  );
});
prefetchLikelyPages();
