import sanitizeHtml from 'sanitize-html';

/**
 * Resource bodies are HTML written by staff; they are sanitised on the server (sanitize-html,
 * an allow-list) when stored and again when served, so a bad row can never reach a browser as
 * script. Links keep http(s)/mailto only and open in a new tab without an opener.
 */
export function sanitizeResourceHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      'ul',
      'ol',
      'li',
      'h3',
      'h4',
      'blockquote',
      'a',
      'span',
    ],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    },
  });
}
