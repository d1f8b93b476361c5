import { type BrowserContext, test as base, expect } from '@playwright/test';

/**
 * The journeys' `test`: every page of the test's browser context (and any other context passed to
 * `watchCsp`) reports Content-Security-Policy violations, and the test fails if there was one. The
 * server sends a strict CSP (apps/api/src/lib/security-headers.ts); this proves the app works
 * under it. Chromium writes "Refused to … because it violates the following Content Security
 * Policy directive …" to the console; the `securitypolicyviolation` event is logged as well, so
 * that report-only or worker violations are caught too.
 */

const CSP_MESSAGE = /Content Security Policy|securitypolicyviolation/i;

export async function watchCsp(context: BrowserContext, violations: string[]) {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  context.on('console', (message) => {
    if (CSP_MESSAGE.test(message.text()))
      violations.push(`${message.page()?.url() ?? '?'}: ${message.text()}`);
  });
  context.on('weberror', (error) => {
    if (CSP_MESSAGE.test(error.error().message)) violations.push(error.error().message);
  });
}

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await watchCsp(context, violations);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations in the console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
