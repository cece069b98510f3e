import { useState } from 'react';

/**
 * True from the first render where `shown` is true on: a closed panel or drawer renders its contents only
 * once it has been opened (a page's first render then builds what the visitor sees, not what is hidden),
 * and keeps them afterwards so closing and opening again costs nothing.
 */
export function useShownOnce(shown: boolean): boolean {
  const [once, setOnce] = useState(shown);
  if (shown && !once) setOnce(true);
  return once || shown;
}
