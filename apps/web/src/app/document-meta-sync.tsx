import { useEffect } from 'react';
import { useAppStore } from '../stores/app-store';

function setMeta(selector: string, content: string) {
  document.head.querySelector<HTMLMetaElement>(selector)?.setAttribute('content', content);
}

/**
 * Keeps the page's title and its description meta tags (also og:title, og:description) on the brand's
 * name and description in the current language: the server writes them into index.html for the first
 * visit; the status reply of each language brings them here when the language changes.
 */
export function DocumentMetaSync() {
  const name = useAppStore((state) => state.brand?.name);
  const description = useAppStore((state) => state.brand?.description);
  useEffect(() => {
    if (!name) return;
    document.title = name;
    setMeta('meta[property="og:title"]', name);
  }, [name]);
  useEffect(() => {
    if (!description) return;
    setMeta('meta[name="description"]', description);
    setMeta('meta[property="og:description"]', description);
  }, [description]);
  return null;
}
