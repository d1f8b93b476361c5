import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Tests only: a local HTTP server speaking Stripe's wire format for the calls this app makes,
 * POST /v1/checkout/sessions (with `price_data` or a `price` id), POST /v1/refunds, POST /v1/products
 * and POST /v1/prices (Bearer secret key, form-encoded body with
 * bracketed keys, Idempotency-Key header, JSON object or `{error: {...}}`).
 */

export type FakeStripeRequest = {
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  session: FakeCheckoutSession;
};

export type FakeCheckoutSession = {
  id: string;
  object: 'checkout.session';
  url: string;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  expires_at: number;
  [key: string]: unknown;
};

export type FakeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: string;
  reason: string | null;
  metadata: Record<string, string>;
  idempotencyKey: string | undefined;
};

export type FakePrice = {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  unit_amount: number;
  product: string;
  nickname: string | null;
  metadata: Record<string, string>;
  type: 'one_time';
  livemode: false;
  created: number;
};

export type FakeProduct = { id: string; object: 'product'; name: string; metadata: Record<string, string> };

export type FakeStripe = {
  url: string;
  requests: FakeStripeRequest[];
  refunds: FakeRefund[];
  /** Prices made through POST /v1/prices, in order. */
  prices: FakePrice[];
  products: FakeProduct[];
  /** The next `n` requests answer with Stripe's error body and this status. */
  failNext(status: number, message: string, n?: number): void;
  close(): Promise<void>;
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

export async function startFakeStripe(secretKey: string): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const refunds: FakeRefund[] = [];
  const refundsByKey = new Map<string, FakeRefund>();
  const prices: FakePrice[] = [];
  const products: FakeProduct[] = [];
  const createdByKey = new Map<string, unknown>();
  const metadataOf = (form: Record<string, string>) => {
    const metadata: Record<string, string> = {};
    for (const [k, v] of Object.entries(form)) {
      const m = /^metadata\[(.+)\]$/.exec(k);
      if (m) metadata[m[1]!] = v;
    }
    return metadata;
  };
  const byIdempotencyKey = new Map<string, FakeCheckoutSession>();
  let failures: { status: number; message: string; left: number } | null = null;

  const server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, {
        'Content-Type': 'application/json',
        'Request-Id': `req_${randomBytes(7).toString('hex')}`,
      });
      res.end(JSON.stringify(body));
    };
    const text = await readBody(req);
    if (req.headers.authorization !== `Bearer ${secretKey}`)
      return send(401, {
        error: {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${String(req.headers.authorization).slice(7, 15)}***`,
        },
      });
    if (req.method === 'POST' && (req.url === '/v1/products' || req.url === '/v1/prices')) {
      if (failures && failures.left > 0) {
        failures.left -= 1;
        return send(failures.status, {
          error: {
            type: failures.status >= 500 ? 'api_error' : 'invalid_request_error',
            message: failures.message,
          },
        });
      }
      const form = Object.fromEntries(new URLSearchParams(text));
      const key = req.headers['idempotency-key'] as string | undefined;
      const replayed = key ? createdByKey.get(`${req.url} ${key}`) : undefined;
      if (replayed) return send(200, replayed);
      let created: FakeProduct | FakePrice;
      if (req.url === '/v1/products') {
        if (!form.name)
          return send(400, {
            error: { type: 'invalid_request_error', message: 'Missing required param: name.' },
          });
        created = {
          id: `prod_test_${randomBytes(7).toString('hex')}`,
          object: 'product',
          name: form.name,
          metadata: metadataOf(form),
        };
        products.push(created);
      } else {
        const unitAmount = Number(form.unit_amount);
        if (!form.currency || !Number.isInteger(unitAmount) || unitAmount < 0)
          return send(400, {
            error: {
              type: 'invalid_request_error',
              message: 'Missing required param: unit_amount or currency.',
            },
          });
        if (!products.some((p) => p.id === form.product))
          return send(400, {
            error: { type: 'invalid_request_error', message: `No such product: '${form.product}'` },
          });
        created = {
          id: `price_test_${randomBytes(9).toString('hex')}`,
          object: 'price',
          active: true,
          currency: form.currency,
          unit_amount: unitAmount,
          product: form.product as string,
          nickname: form.nickname ?? null,
          metadata: metadataOf(form),
          type: 'one_time',
          livemode: false,
          created: Math.floor(Date.now() / 1000),
        };
        prices.push(created);
      }
      if (key) createdByKey.set(`${req.url} ${key}`, created);
      return send(200, created);
    }
    if (req.method === 'POST' && req.url === '/v1/refunds' && !(failures && failures.left > 0)) {
      const form = Object.fromEntries(new URLSearchParams(text));
      const key = req.headers['idempotency-key'] as string | undefined;
      const replayed = key ? refundsByKey.get(key) : undefined;
      if (replayed) return send(200, replayed);
      if (!form.payment_intent)
        return send(400, {
          error: { type: 'invalid_request_error', message: 'Must provide payment_intent.' },
        });
      const metadata: Record<string, string> = {};
      for (const [k, v] of Object.entries(form)) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m) metadata[m[1]!] = v;
      }
      const refund: FakeRefund = {
        id: `re_test_${randomBytes(12).toString('hex')}`,
        object: 'refund',
        amount: Number(form.amount),
        payment_intent: form.payment_intent,
        status: 'succeeded',
        reason: form.reason ?? null,
        metadata,
        idempotencyKey: key,
      };
      if (key) refundsByKey.set(key, refund);
      refunds.push(refund);
      return send(200, refund);
    }
    if (req.method !== 'POST' || req.url !== '/v1/checkout/sessions')
      return send(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${req.url}).`,
        },
      });
    if (failures && failures.left > 0) {
      failures.left -= 1;
      return send(failures.status, {
        error: {
          type: failures.status >= 500 ? 'api_error' : 'invalid_request_error',
          message: failures.message,
        },
      });
    }
    const form = Object.fromEntries(new URLSearchParams(text));
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    const replay = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
    if (replay) return send(200, replay);

    const priceId = form['line_items[0][price]'];
    const price = priceId ? prices.find((p) => p.id === priceId && p.active) : undefined;
    if (priceId && !price)
      return send(400, {
        error: {
          type: 'invalid_request_error',
          message: `No such price: '${priceId}'`,
          param: 'line_items[0][price]',
        },
      });
    const unitAmount = price ? price.unit_amount : Number(form['line_items[0][price_data][unit_amount]']);
    const quantity = Number(form['line_items[0][quantity]'] ?? 1);
    const metadata: Record<string, string> = {};
    for (const [key, value] of Object.entries(form)) {
      const m = /^metadata\[(.+)\]$/.exec(key);
      if (m) metadata[m[1]!] = value;
    }
    const id = `cs_test_${randomBytes(24).toString('base64url')}`;
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      mode: form.mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: unitAmount * quantity,
      amount_total: unitAmount * quantity,
      currency: price ? price.currency : (form['line_items[0][price_data][currency]'] ?? 'usd'),
      client_reference_id: form.client_reference_id ?? null,
      customer_email: form.customer_email ?? null,
      metadata,
      success_url: form.success_url,
      cancel_url: form.cancel_url,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
      expires_at: Math.floor(Date.now() / 1000) + 24 * 3600,
      url: `https://checkout.stripe.com/c/pay/${id}#fidkdWxOYHwnPyd1blpxYHZxWjA0`,
    };
    if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, session);
    requests.push({ form, idempotencyKey, authorization: req.headers.authorization, session });
    return send(200, session);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    refunds,
    prices,
    products,
    failNext(status, message, n = 1) {
      failures = { status, message, left: n };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
