/**
 * The few server-rendered pages of the payment flow: the sandbox checkout and the answers of a
 * parent's link. Small, self-contained HTML (no script), escaped, AA contrast, keyboard usable.
 */

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The pages' one stylesheet, inline and allowed by its hash in the CSP (lib/security-headers.ts). */
export const PAGE_STYLE = `
  :root { color-scheme: light; }
  body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0; background: #fdf8f0; color: #1f2937; }
  main { max-width: 32rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  .banner { background: #7c2d12; color: #fff; text-align: center; font-weight: 700; letter-spacing: .06em; padding: .75rem 1rem; }
  .banner small { display: block; font-weight: 400; letter-spacing: 0; margin-top: .25rem; }
  .card { background: #fff; border-radius: 1rem; padding: 1.5rem; box-shadow: 0 1px 3px rgb(0 0 0 / .12); margin-top: 1.5rem; }
  h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
  .price { font-size: 2.25rem; font-weight: 800; margin: .5rem 0; }
  .price span { font-size: 1rem; font-weight: 500; color: #4b5563; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .35rem 1rem; margin: 1rem 0; }
  dt { color: #4b5563; } dd { margin: 0; font-weight: 600; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.5rem; }
  .button { display: inline-flex; align-items: center; justify-content: center; min-height: 2.75rem; padding: 0 1.5rem;
    border-radius: 999px; font: inherit; font-weight: 700; text-decoration: none; cursor: pointer; border: 2px solid #5b21b6; }
  .primary { background: #5b21b6; color: #fff; } .secondary { background: #fff; color: #5b21b6; }
  .button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  form { margin: 0; }
  p.note { color: #4b5563; font-size: .9rem; }
`;

export function renderPage(options: { title: string; body: string; sandbox?: boolean }): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(options.title)} · Pathscoop</title>
<style>${PAGE_STYLE}</style></head>
<body>
${
  options.sandbox
    ? `<div class="banner" role="note">TEST SANDBOX<small>No real payment: this page stands in for Stripe Checkout while no Stripe keys are configured.</small></div>`
    : ''
}
<main>
${options.body}
</main>
</body>
</html>`;
}

export function renderMessagePage(options: {
  title: string;
  message: string;
  link?: { href: string; label: string };
  sandbox?: boolean;
}): string {
  return renderPage({
    title: options.title,
    sandbox: options.sandbox,
    body: `<div class="card">
<h1>${escapeHtml(options.title)}</h1>
<p>${escapeHtml(options.message)}</p>
${options.link ? `<div class="actions"><a class="button primary" href="${escapeHtml(options.link.href)}">${escapeHtml(options.link.label)}</a></div>` : ''}
</div>`,
  });
}

export function renderSandboxCheckout(options: {
  sessionId: string;
  planTitle: string;
  price: string;
  duration: string;
  payer: 'student' | 'parent';
  studentFirstName: string;
  cancelUrl: string;
}): string {
  const id = encodeURIComponent(options.sessionId);
  return renderPage({
    title: 'Sandbox checkout',
    sandbox: true,
    body: `<div class="card">
<h1>Pay for the ${escapeHtml(options.planTitle)} plan</h1>
<p class="price">${escapeHtml(options.price)} <span>/${escapeHtml(options.duration)}</span></p>
<dl>
  <dt>Plan</dt><dd>${escapeHtml(options.planTitle)}</dd>
  <dt>For</dt><dd>${escapeHtml(options.studentFirstName || 'your student')}</dd>
  <dt>Paid by</dt><dd>${options.payer === 'parent' ? 'Parent' : 'Student'}</dd>
</dl>
<div class="actions">
  <form method="post" action="/sandbox/checkout/${id}/pay"><button class="button primary" type="submit">Pay ${escapeHtml(options.price)}</button></form>
  <a class="button secondary" href="${escapeHtml(options.cancelUrl)}">Cancel</a>
</div>
<p class="note">Pay sends a signed <code>checkout.session.completed</code> event to this server's Stripe webhook, exactly as Stripe would, then returns to Pathscoop.</p>
</div>`,
  });
}
