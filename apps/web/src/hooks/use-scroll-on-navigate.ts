import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

const HASH_WAIT_FRAMES = 60;

/**
 * spec §2: the page scrolls to top when the route changes, and a hash anchor scrolls to the element with
 * that id (waiting a few frames for lazily loaded content to render it).
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();
  useLayoutEffect(() => {
    if (!hash || hash === '#') {
      window.scrollTo(0, 0);
      return undefined;
    }
    const id = decodeURIComponent(hash.slice(1));
    let frames = 0;
    let handle = 0;
    const attempt = () => {
      const element = document.getElementById(id);
      if (element) {
        element.scrollIntoView({ block: 'start' });
        return;
      }
      frames += 1;
      if (frames < HASH_WAIT_FRAMES) handle = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(handle);
  }, [pathname, hash]);
}
