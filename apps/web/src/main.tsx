import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import './app/print.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { setUnauthorizedHandler } from './app/api-client.ts';
import { AppProviders } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { performLogout } from './features/auth/logout.ts';

// spec 000 §4, §8: a dead token on an authenticated call logs the user out and goes to /.
setUnauthorizedHandler(() => {
  void performLogout((to, options) => router.navigate(to, options));
});

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
