/**
 * The AI text service (docs/ai.md): one small interface used by the Scoop answers and the AI
 * companions. Callers retrieve the facts themselves (catalogue, the student's own data) and pass
 * them in; an adapter only turns facts + conversation into text.
 *
 * - `openai`: an OpenAI-compatible chat-completions API (OpenAI, Azure OpenAI, Ollama, vLLM …)
 *   through the official `openai` library, when AI_BASE_URL / AI_API_KEY are set.
 * - `offline` (default): no network; the caller's own grounded generator writes the answer from
 *   the same facts (`request.offline`), so a fresh machine gives specific, useful answers.
 */
export type ChatRole = 'system' | 'user' | 'assistant';
export type ChatTurn = { role: ChatRole; content: string };

export type AiTextRequest = {
  /** What this call is for (logs, metrics, provider-side tagging). */
  purpose: 'scoop' | 'scoop-refresh' | 'chat';
  /** Our instructions. Never built from user input. */
  system: string;
  /**
   * Retrieved facts the answer must rest on (catalogue figures, the student's data), as plain
   * text or Markdown. The LLM adapter sends them as a second system message and is told to use no
   * other numbers; the offline generator reads structured facts through `offline` instead.
   */
  facts: string;
  /** The conversation (user/assistant turns; already bounded by the caller). */
  messages: ChatTurn[];
  /** The grounded offline generator for this call (used by the offline adapter). */
  offline: () => string;
  /** Variety for regenerated answers (0 = the default angle). */
  variant?: number;
  maxTokens?: number;
  signal?: AbortSignal;
};

export type ModerationResult = { flagged: boolean; categories: string[] };

export type AiTextService = {
  kind: 'offline' | 'openai';
  /** Returns Markdown/plain text, already passed through `sanitizeAiText`. Throws AiUnavailableError. */
  complete(request: AiTextRequest): Promise<string>;
  /** The provider's moderation endpoint, when configured (the local safety check always runs too). */
  moderate?(text: string): Promise<ModerationResult>;
};

/** The provider failed, timed out or answered nothing usable. Callers store nothing and say so. */
export class AiUnavailableError extends Error {
  constructor(
    message: string,
    public readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'AiUnavailableError';
  }
}
