import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { bootstrap } from './app/bootstrap';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { bannersQueryOptions } from './features/content/api/get-banners';
import { systemStatusQueryOptions } from './features/system/api/get-system-status';
import { currentLanguage, i18nReady } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import './styles/index.css';

const HOME_PATHS = new Set(['/', '/index', '/index.html', '/home']);

bootstrap();

const queryClient = createQueryClient();
// Start the status request now instead of after the first lazy chunk has loaded.
void queryClient.prefetchQuery(systemStatusQueryOptions(currentLanguage()));
// On home the first banner is the largest paint: its list is asked for together with the status, not after.
if (HOME_PATHS.has(window.location.pathname.toLowerCase())) {
  void queryClient.prefetchQuery(bannersQueryOptions('w_home', currentLanguage()));
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={createAppRouter()} />
      </AppProvider>
    </StrictMode>,
  );
// Spanish is in the bundle; a visitor who chose English waits for its texts (one small chunk) instead of
// seeing Spanish first.
void i18nReady().then(render, render);
