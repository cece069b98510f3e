import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { bootstrap } from './app/bootstrap';
import { openFirstPopup } from './app/first-popup';
import { startFirstRequests } from './app/first-requests';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { systemStatusQueryOptions } from './features/system/api/get-system-status';
import { firstScreenReady } from './lib/first-screen';
import { currentLanguage, i18nReady } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { useAppStore } from './stores/app-store';
import './styles/index.css';

bootstrap();

const queryClient = createQueryClient();
const language = currentLanguage();
const { status, banners, pageData } = startFirstRequests(queryClient, language);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

function render(router: ReturnType<typeof createAppRouter>) {
  const value = queryClient.getQueryData(systemStatusQueryOptions(currentLanguage()).queryKey);
  if (value) useAppStore.getState().applySystemStatus(value);
  openFirstPopup(
    queryClient,
    currentLanguage(),
    router.state.matches.map((match) => match.route.id),
  );
  // A transition: React renders the page in slices and the phone stays responsive while it does.
  startTransition(() => {
    createRoot(container!).render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
  });
}

// The first screen the server painted into index.html (home's and the promotions page's header and first
// banner, a visitor's pop-up on those and the game pages) stays until the page can replace it whole: texts,
// status, the home banners, what the page shows at once and the route's code are in (or a few seconds have
// passed), so the visitor never sees a loader between the two. The router (matching every route of the spec) is built in a task of its
// own, after the requests have left: one long task less on a slow phone.
setTimeout(() => {
  const router = createAppRouter();
  void firstScreenReady([i18nReady(), status, banners, ...pageData, routerReady(router)]).then(() =>
    render(router),
  );
});

function routerReady(appRouter: ReturnType<typeof createAppRouter>): Promise<void> {
  if (appRouter.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = appRouter.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
