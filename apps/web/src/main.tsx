// First: it configures zod before any schema is made (the contract's, as their modules load).
import './app/zod-jitless.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers/AppProviders.tsx';
import { createAppRouter } from './app/routes/router.tsx';
import { routeAt } from './app/routes/route-table.ts';
import { startApp } from './app/start.ts';
import { languageReady } from './shared/i18n/sync.ts';
import './app/global.css';

startApp();
const router = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A transition lets React render the first tree in slices of a few milliseconds, yielding between
// them, instead of one task that blocks the phone's main thread for half a second or more (antd's
// theme and the shell's components at start); only the commit to the DOM is one piece.
const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
// The first render waits for the language's texts and the current page's chunk (route-preload has
// both downloading beside the entry): a page already in renders with the shell, where a page still
// loading would show its fallback and React would then hold the page back 300 ms more. Should
// either fail to arrive, the app still starts: the texts follow with the next language switch or
// reload, and the page's error boundary speaks for its chunk.
const page = routeAt(location.pathname)?.page.preload();
Promise.allSettled([languageReady(), page]).then(render);
