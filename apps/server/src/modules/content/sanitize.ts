import sanitize from 'sanitize-html';
import { AppError } from '../../platform/errors';

/**
 * The allow-list sanitiser of operator HTML (announcements, notices, help articles, inbox messages),
 * built on sanitize-html (htmlparser2). Applied before storing and again when serving.
 *
 * Allowed: text structure (p, br, hr, h2–h6, lists, tables, blockquote, pre, code, span, div, section),
 * inline emphasis, links (`href` of http, https, mailto, tel or a site path; `target` only `_blank`, which
 * gets `rel="noopener noreferrer"`), images (`src` https or a site path; numeric width and height), and
 * `id` (lower-case anchors, for `/help#term`). Nothing else: no script, style, iframe, object, embed, svg,
 * math, form, meta, base or link elements, no event handlers, no `style` or `class`, no `srcset`, no data:
 * or javascript: URLs, no protocol-relative URLs.
 */

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'span',
  'div',
  'section',
  'code',
  'pre',
];

/** Elements whose text is dropped with them (their content is code or a foreign document, not prose). */
const NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'template',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'head',
];

const ANCHOR = /^[a-z][a-z0-9-]{0,47}$/;
const DIMENSION = /^\d{1,4}$/;

function transform(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const out: sanitize.Attributes = {};
  if (attribs.id && ANCHOR.test(attribs.id)) out.id = attribs.id;
  if (tagName === 'a') {
    if (attribs.href !== undefined) out.href = attribs.href;
    if (attribs.title !== undefined) out.title = attribs.title;
    if (attribs.target === '_blank') {
      out.target = '_blank';
      out.rel = 'noopener noreferrer';
    }
  } else if (tagName === 'img') {
    if (attribs.src !== undefined) out.src = attribs.src;
    if (attribs.alt !== undefined) out.alt = attribs.alt;
    if (attribs.title !== undefined) out.title = attribs.title;
    for (const key of ['width', 'height'] as const) {
      if (attribs[key] && DIMENSION.test(attribs[key])) out[key] = attribs[key];
    }
  } else if (tagName === 'td' || tagName === 'th') {
    for (const key of ['colspan', 'rowspan'] as const) {
      if (attribs[key] && /^\d{1,2}$/.test(attribs[key])) out[key] = attribs[key];
    }
  }
  return { tagName, attribs: out };
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    '*': ['id'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'action', 'formaction', 'xlink:href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: NON_TEXT_TAGS,
  parseStyleAttributes: false,
  transformTags: { '*': transform },
};

/** The allow-listed HTML of `html` (idempotent: sanitising twice gives the same text). */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

const DANGEROUS_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'meta',
  'base',
  'link',
  'template',
  'portal',
]);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'poster',
  'background',
  'cite',
]);

/** The scheme of a URL as a browser reads it (control characters and spaces ignored), lower case. */
function schemeOf(url: string): string | null {
  // eslint-disable-next-line no-control-regex -- browsers skip these characters inside a scheme
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]+/g, '');
  return /^([a-zA-Z][a-zA-Z0-9.+-]*):/.exec(compact)?.[1]?.toLowerCase() ?? null;
}

/**
 * What of `html` would make it unsafe (scripts, event handlers, javascript:/data:/vbscript: URLs, style
 * expressions, frames, forms…), read by the same parser as the sanitiser (entities decoded, so
 * `&#106;avascript:` counts). Empty when there is nothing dangerous; harmless extras (class, font…)
 * are not listed: the sanitiser drops them silently.
 */
export function findUnsafeHtml(html: string): string[] {
  const found = new Set<string>();
  sanitize(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    allowedSchemesAppliedToAttributes: [],
    parseStyleAttributes: false,
    transformTags: {
      '*': (tagName, attribs) => {
        const tag = tagName.toLowerCase();
        if (DANGEROUS_TAGS.has(tag)) found.add(`<${tag}>`);
        if (tag === 'meta' && /refresh/i.test(attribs['http-equiv'] ?? '')) found.add('meta refresh');
        for (const [name, value] of Object.entries(attribs)) {
          const attr = name.toLowerCase();
          if (attr.startsWith('on')) found.add(attr);
          if (attr === 'style' && /expression\s*\(|url\s*\(|javascript:|behavior\s*:|@import/i.test(value)) {
            found.add('style');
          }
          if (attr === 'srcset') found.add('srcset');
          if (URL_ATTRIBUTES.has(attr)) {
            const scheme = schemeOf(value);
            if (scheme && !['http', 'https', 'mailto', 'tel'].includes(scheme)) found.add(`${scheme}:`);
            // eslint-disable-next-line no-control-regex -- browsers skip leading control characters
            if (/^[\u0000-\u0020]*[/\\]{2}/.test(value)) found.add('//');
          }
        }
        return { tagName, attribs };
      },
    },
  });
  return [...found];
}

/**
 * The stored form of operator HTML: refused (400 UNSAFE_HTML naming the field and what was found) when it
 * holds anything dangerous, so that nothing is stored; otherwise sanitised.
 */
export function cleanOperatorHtml(html: string, field: string): string {
  const unsafe = findUnsafeHtml(html);
  if (unsafe.length > 0)
    throw new AppError('UNSAFE_HTML', { fields: [field], details: { fields: [field], found: unsafe } });
  return sanitizeHtml(html);
}

/** cleanOperatorHtml for every language of a text. */
export function cleanLocalizedHtml(texts: Record<string, string>, field: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).map(([lang, html]) => [lang, cleanOperatorHtml(html, `${field}.${lang}`)]),
  );
}

/** Sanitises every language of a stored text for serving. */
export function sanitizeLocalized(texts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([lang, html]) => [lang, sanitizeHtml(html)]));
}
