/**
 * The client's output rule for AI answers (spec part 2 §5): HTML tags are stripped before typing
 * out or copying; Markdown links are kept only for http, https, irc, ircs, mailto and xmpp. The
 * server applies the same rule (docs/ai.md); this is the second line of defence.
 */
export declare const SAFE_LINK_SCHEMES: readonly ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'];
export declare function isSafeHref(href: string): boolean;
/** Removes HTML comments and tags (a linear scan, never a DOM parse) and unsafe Markdown links. */
export declare function stripHtml(text: string): string;
