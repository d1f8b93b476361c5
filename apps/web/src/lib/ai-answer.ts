/** The client's output rule for AI answers lives in contracts (shared with the API's evaluation). */
export { isSafeHref, readMarkdownLink, SAFE_LINK_SCHEMES, stripHtml } from '@pathscoop/contracts';
