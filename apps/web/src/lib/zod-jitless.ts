import { config } from 'zod/v4/core';

/**
 * Zod compiles object parsers with `new Function` unless told not to. The server's CSP allows no
 * eval (apps/api/src/lib/security-headers.ts), so zod's probe would be refused and reported as a
 * CSP violation on every page. Jitless parsing is zod's own switch for strict CSPs; this module is
 * imported first in main.tsx, before any schema is built. It imports only zod's core `config`
 * (the same global setting as `z.config`), so the home page does not download zod's schemas.
 */
config({ jitless: true });
