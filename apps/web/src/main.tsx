import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { bootstrap } from './app/bootstrap';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { systemStatusQueryOptions } from './features/system/api/get-system-status';
import { currentLanguage } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import './styles/index.css';

bootstrap();

const queryClient = createQueryClient();
// Start the status request now instead of after the first lazy chunk has loaded.
void queryClient.prefetchQuery(systemStatusQueryOptions(currentLanguage()));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={createAppRouter()} />
    </AppProvider>
  </StrictMode>,
);
