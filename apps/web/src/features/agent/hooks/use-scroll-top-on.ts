import { useEffect, useRef } from 'react';

/**
 * Brings the page back to the top when `key` changes after the first render: a drill-down or a new page
 * of a list changes only the query, which the app's scroll-on-navigate (path changes) leaves alone.
 */
export function useScrollTopOn(key: string): void {
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    window.scrollTo({ top: 0 });
  }, [key]);
}
