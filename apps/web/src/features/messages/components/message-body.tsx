import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * The body of an inbox message: HTML the server sanitised with its allow-list (content/sanitize.ts: no
 * script, style, event handlers or javascript: URLs), shown as it comes. Links to pages of the site
 * (`/help`, `/promotions`) move inside the app instead of reloading it.
 */
export function MessageBody({ html, testId }: { html: string; testId?: string }) {
  const navigate = useNavigate();

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
      return;
    }
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target === '_blank' || !href.startsWith('/') || href.startsWith('//')) {
      return;
    }
    event.preventDefault();
    void navigate(href);
  };

  return (
    // The click handler only reroutes clicks on the links inside (Enter on a link is a click too).
    <div
      className="rich-text message-body"
      data-testid={testId}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
