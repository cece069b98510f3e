/**
 * The activity's rules: HTML the server sanitised with its allow-list (stored and served sanitised), shown
 * as the content pages show operator HTML, after the same defensive pass (scripts, frames, handlers and
 * script URLs dropped) in case a reply was tampered with on the way.
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

export function RulesHtml({ html }: { html: string }) {
  return (
    <div
      className="rich-text promo-rules"
      data-testid="promotion-rules"
      dangerouslySetInnerHTML={{ __html: defensiveHtml(html) }}
    />
  );
}
