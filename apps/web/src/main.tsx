import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
// Only Mantine's global sheets here: each component's stylesheet comes with the component (mantine-css.ts)
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app/global.css';
import './app/print.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { setUnauthorizedHandler } from './lib/api-client.ts';
import { endSession } from './lib/logout.ts';
import { getSession } from './lib/session-store.ts';

// spec 000 §4, §8: a dead token on an authenticated call logs the user out; the login page says why, in the
// server's words (issue 31 item 5: a password changed in another session ends this one).
setUnauthorizedHandler((message) => {
  void endSession((to, options) => router.navigate(to, options), message);
});

// A visitor's first page: fetch the landing's chunks now, while React starts, rather than when the
// router reaches `/` (issue #3: largest contentful paint under 1 s).
if (window.location.pathname === '/' && !getSession()) void import('./app/entries/public-home.tsx');

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
