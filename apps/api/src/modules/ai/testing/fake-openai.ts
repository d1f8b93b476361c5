import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Tests and evaluations only: a local HTTP server speaking the OpenAI REST wire format for
 * `POST /v1/chat/completions` and `POST /v1/moderations` (Bearer auth, JSON bodies, OpenAI's
 * response and error shapes). `reply` decides the assistant text from the request's messages.
 */
export type FakeChatRequest = {
  model: string;
  messages: { role: string; content: string }[];
  max_tokens?: number;
  temperature?: number;
};

export type FakeOpenAi = {
  /** Base URL to pass as AI_BASE_URL (ends in /v1). */
  url: string;
  apiKey: string;
  requests: FakeChatRequest[];
  moderationInputs: string[];
  /** Decides each reply; default: echoes a short grounded sentence. */
  reply: (req: FakeChatRequest) => string;
  /** Words that the moderation endpoint flags (category 'self-harm' unless given). */
  flagWords: Map<string, string>;
  /** The next `n` chat requests answer with this HTTP status and OpenAI's error body. */
  failNext(status: number, n?: number): void;
  /** The next `n` chat requests hang for `ms` before answering (timeouts). */
  delayNext(ms: number, n?: number): void;
  close(): Promise<void>;
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

export async function startFakeOpenAi(apiKey = 'sk-test-fake'): Promise<FakeOpenAi> {
  let failures = { status: 0, left: 0 };
  let delays = { ms: 0, left: 0 };
  const fake: Omit<FakeOpenAi, 'url' | 'close' | 'failNext' | 'delayNext'> = {
    apiKey,
    requests: [],
    moderationInputs: [],
    flagWords: new Map(),
    reply: (req) => {
      const last = [...req.messages].reverse().find((m) => m.role === 'user');
      return `Here is what I can tell you about: ${last?.content.slice(0, 80) ?? 'careers'}.`;
    },
  };
  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'x-request-id': `req_${Date.now()}` });
      res.end(JSON.stringify(body));
    };
    const error = (status: number, message: string, type: string) =>
      send(status, { error: { message, type, param: null, code: null } });
    if (req.headers.authorization !== `Bearer ${apiKey}`)
      return error(401, 'Incorrect API key provided.', 'invalid_request_error');
    const raw = await readBody(req);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return error(400, 'We could not parse the JSON body of your request.', 'invalid_request_error');
    }
    if (req.method === 'POST' && req.url === '/v1/moderations') {
      const input = String(body.input ?? '');
      fake.moderationInputs.push(input);
      const hit = [...fake.flagWords.entries()].find(([w]) => input.toLowerCase().includes(w));
      const categories: Record<string, boolean> = { 'self-harm': false, sexual: false, violence: false };
      if (hit) categories[hit[1]] = true;
      return send(200, {
        id: 'modr-fake',
        model: 'omni-moderation-latest',
        results: [{ flagged: Boolean(hit), categories, category_scores: {} }],
      });
    }
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions')
      return error(404, `Unknown request URL: ${req.method} ${req.url}.`, 'invalid_request_error');
    const chat = body as unknown as FakeChatRequest;
    if (!Array.isArray(chat.messages) || typeof chat.model !== 'string')
      return error(400, "'messages' and 'model' are required.", 'invalid_request_error');
    fake.requests.push(chat);
    if (delays.left > 0) {
      delays.left -= 1;
      await new Promise((r) => setTimeout(r, delays.ms));
      if (res.destroyed || req.destroyed) return;
    }
    if (failures.left > 0) {
      failures.left -= 1;
      return error(failures.status, 'The server had an error while processing your request.', 'server_error');
    }
    const content = fake.reply(chat);
    send(200, {
      id: `chatcmpl-${fake.requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: chat.model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v1`,
    failNext(status: number, n = 1) {
      failures = { status, left: n };
    },
    delayNext(ms: number, n = 1) {
      delays = { ms, left: n };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  }) as FakeOpenAi;
}
