/** Google's tag loader; the page's policy allows its origins only when the brand has a tag. */
export const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

type TGtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

let started: string | null = null;

/** After the page has loaded and the browser is idle: nothing of the first paint waits for the tag. */
function whenIdleAfterLoad(run: () => void) {
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(run, { timeout: 5000 })
      : window.setTimeout(run, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * The Google tag of `id` (once per page): `gtag` queues into `dataLayer` at once, the loader script
 * follows when the page is idle after load, and reads the queue then. Page views are sent by hand, one
 * per route (a single-page app has no page loads to count), so the config turns its own one off.
 */
function gtagOf(id: string): (...args: unknown[]) => void {
  const win = window as TGtagWindow;
  if (started !== id) {
    started = id;
    win.dataLayer = win.dataLayer ?? [];
    win.gtag =
      win.gtag ??
      function gtag() {
        // gtag.js reads `arguments` objects from the queue, as Google's own snippet pushes them.
        // eslint-disable-next-line prefer-rest-params
        win.dataLayer!.push(arguments);
      };
    win.gtag('js', new Date());
    win.gtag('config', id, { send_page_view: false });
    whenIdleAfterLoad(() => {
      const script = document.createElement('script');
      script.async = true;
      script.src = `${GTAG_SCRIPT}?id=${encodeURIComponent(id)}`;
      document.head.appendChild(script);
    });
  }
  return win.gtag!;
}

/** A page view of `path` for the tag `id` (loading the tag the first time). */
export function sendPageView(id: string, path: string): void {
  gtagOf(id)('event', 'page_view', {
    send_to: id,
    page_path: path,
    page_location: `${window.location.origin}${path}`,
  });
}

/** Tests: forget the started tag. */
export function resetAnalyticsForTests() {
  started = null;
}
