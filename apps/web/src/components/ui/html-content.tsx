import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * The server sanitises operator HTML with an allow-list before storing and serving it; this second,
 * defensive pass drops anything that should never have come through (scripts, frames, event handlers,
 * script URLs), in case a reply was tampered with on the way.
 */
const FORBIDDEN_TAGS = 'script, iframe, object, embed, style, link, meta, base, form';
const SCRIPT_URL = /^\s*(javascript|vbscript|data):/i;

export function defensiveHtml(html: string): string {
  if (typeof document === 'undefined') return '';
  const template = document.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll(FORBIDDEN_TAGS).forEach((node) => node.remove());
  template.content.querySelectorAll('*').forEach((element) => {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      if (
        name.startsWith('on') ||
        (/^(href|src|xlink:href|action|formaction)$/.test(name) && SCRIPT_URL.test(attribute.value))
      )
        element.removeAttribute(attribute.name);
    }
    if (element instanceof HTMLAnchorElement && /^https?:/i.test(element.getAttribute('href') ?? '')) {
      element.target = '_blank';
      element.rel = 'noopener noreferrer';
    }
  });
  return template.innerHTML;
}

type THtmlContentProps = { html: string; className?: string; testId?: string };

/**
 * Operator HTML from the API (announcements, notices, help articles). Links to pages of this site
 * (`/help#term`) navigate inside the app; other links open in a new tab.
 */
export function HtmlContent({ html, className, testId }: THtmlContentProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !/^\/(?!\/)/.test(href)) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    // Clicks (and Enter on a focused link) bubble up from the links inside.
    <div
      className={`rich-text${className ? ` ${className}` : ''}`}
      data-testid={testId}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: defensiveHtml(html) }}
    />
  );
}
