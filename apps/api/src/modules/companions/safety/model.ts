/**
 * The statistical layer of the risk classifier (docs/companions.md, "Safety"): a naive Bayes text
 * classifier (`wink-naive-bayes-text-classifier`) over the same normalised text as the lexicon
 * (text.ts), so it reads phrasings the lexicon has no entry for. Trained by
 * `npm run ai:safety-train` (apps/api/scripts/safety-model-train.ts) ONLY on the development half
 * of the evaluation set and the extra training examples in train-extra.json; the trained counts
 * and the threshold (chosen by cross-validation on the development half) are shipped as
 * model.json. Deterministic: same data, same model.
 */
import winkNB from 'wink-naive-bayes-text-classifier';
// The model's longest input: the last 2000 characters carry the message (and bound the work).
import { clip, encode, vectorOf } from './encoder';
import type { RiskCategory } from './lexicon';
import { type LinearModel, linearOdds } from './linear';
// Bundled into dist/server.js by tsup (a file read next to the module would be missing there).
import shippedJson from './model.json';
import {
  benignByNeighbours,
  type Neighbour,
  type NeighbourMemory,
  nearest,
  unpackMemory,
} from './neighbours';
// The nearest-neighbour check's memory (neighbours.ts; `{"memory": null}` when none is shipped).
import neighboursJson from './neighbours.json';
import { tokens } from './text';

export type ModelLabel = RiskCategory | 'benign';

/**
 * The placeholders that masking leaves for contact details (safety.ts): what they stand for is
 * neither a risk nor a career word, and the model once read "text me on [phone number hidden]" as
 * grooming (the student gets the contact-details reminder instead; the lexicon still reads them).
 */
const PLACEHOLDER = /\[(?:e-mail|address|phone number) hidden\]/g;

/** Features: stems (English and Spanish), stem bigrams, and character 4-grams of each word (misspellings). */
export function features(text: string): string[] {
  const toks = tokens(text.replace(PLACEHOLDER, ' '));
  const out = new Set<string>();
  for (let i = 0; i < toks.length; i += 1) {
    const t = toks[i] as (typeof toks)[number];
    out.add(`w:${t.stemEn}`);
    if (t.stemEs !== t.stemEn) out.add(`e:${t.stemEs}`);
    const next = toks[i + 1];
    if (next) out.add(`b:${t.stemEn}_${next.stemEn}`);
    if (t.text.length >= 4) {
      const padded = `_${t.text}_`;
      for (let j = 0; j + 4 <= padded.length; j += 1) out.add(`c:${padded.slice(j, j + 4)}`);
    }
  }
  return [...out];
}

export type NB = {
  learn(input: string[], label: string): boolean;
  consolidate(): boolean;
  computeOdds(input: string[]): [string, number][];
  exportJSON(): string;
  importJSON(json: string): boolean;
  defineConfig(cfg: { considerOnlyPresence?: boolean; smoothingFactor?: number }): boolean;
};

export const MODEL_CONFIG = { considerOnlyPresence: true, smoothingFactor: 0.5 };

export function newModel(): NB {
  const nb = (winkNB as unknown as () => NB)();
  nb.defineConfig(MODEL_CONFIG);
  return nb;
}

/** log2 odds per risk category (one against the rest); benign is left out. */
export function riskOdds(nb: NB, text: string): Map<RiskCategory, number> {
  const out = new Map<RiskCategory, number>();
  const f = features(text);
  if (!f.length) return out;
  for (const [label, odds] of nb.computeOdds(f))
    if (label !== 'benign' && label !== 'unknown') out.set(label as RiskCategory, odds);
  return out;
}

/**
 * model.json: which model the cross-validation chose (`nb`: naive Bayes; `lr`: logistic
 * regression, linear.ts), its threshold in log2 odds, and the training data's hash.
 */
export type ShippedModel = {
  kind?: 'nb' | 'lr';
  threshold: number;
  trainedOn: string;
  nb?: string;
  lr?: LinearModel;
};

let loaded: RiskModel | null = null;

/**
 * What the classifier needs from a model: log2 odds per risk category, and the threshold; and, for
 * a model that reads the sentence encoder's vectors, `prepare`, which computes them for the texts
 * `odds` will be asked about (the encoder is asynchronous, `odds` is not).
 */
export type RiskModel = {
  odds(text: string): Map<RiskCategory, number>;
  threshold: number;
  prepare?: (texts: string[]) => Promise<void>;
  /**
   * The nearest-neighbour check (neighbours.ts): true when the training messages nearest to this
   * text are benign, so that a flag the model alone would raise is not raised.
   */
  vetoes?: (text: string, odds: number) => boolean;
};

export function modelOf(nb: NB, threshold: number): RiskModel {
  return { threshold, odds: (text) => riskOdds(nb, clip(text)) };
}

/**
 * The logistic regression's log2 odds per risk category (benign left out). With encoder weights
 * (`lr.dense`), the text's vector is read from `vectors` (by default the encoder's cache, filled
 * by `prepare`); a text without one is read by its words only.
 */
export function linearModelOf(
  lr: LinearModel,
  threshold: number,
  vectors: (text: string) => ArrayLike<number> | undefined = vectorOf,
  memory: NeighbourMemory | null = null,
): RiskModel {
  const packed = memory && lr.dense ? unpackMemory(memory) : null;
  const near = new Map<string, Neighbour[]>();
  return {
    ...(packed && memory
      ? {
          vetoes: (text: string, odds: number) => {
            const clipped = clip(text);
            let n = near.get(clipped);
            if (!n) {
              const v = vectors(clipped);
              if (!v) return false;
              n = nearest(packed, v);
              near.set(clipped, n);
              // A small cache: the same text is asked about twice in one message at most.
              if (near.size > 64) near.delete(near.keys().next().value as string);
            }
            return benignByNeighbours(n, memory, odds);
          },
        }
      : {}),
    threshold,
    odds: (text) => {
      const clipped = clip(text);
      const f = features(clipped);
      const out = new Map<RiskCategory, number>();
      if (!f.length) return out;
      for (const [label, odds] of linearOdds(lr, f, lr.dense ? vectors(clipped) : undefined))
        if (label !== 'benign') out.set(label as RiskCategory, odds);
      return out;
    },
    ...(lr.dense ? { prepare: encode } : {}),
  };
}

/** The shipped model (model.json, part of the bundle), prepared once. */
export function shippedModel(): RiskModel {
  if (!loaded) {
    const shipped = shippedJson as ShippedModel;
    if (shipped.kind === 'lr' && shipped.lr)
      loaded = linearModelOf(
        shipped.lr,
        shipped.threshold,
        vectorOf,
        (neighboursJson as { memory: NeighbourMemory | null }).memory,
      );
    else {
      const nb = newModel();
      nb.importJSON(shipped.nb as string);
      nb.consolidate();
      loaded = modelOf(nb, shipped.threshold);
    }
  }
  return loaded;
}
