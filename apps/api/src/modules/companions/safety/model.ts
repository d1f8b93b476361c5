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
import type { RiskCategory } from './lexicon';
// Bundled into dist/server.js by tsup (a file read next to the module would be missing there).
import shippedJson from './model.json';
import { tokens } from './text';

export type ModelLabel = RiskCategory | 'benign';

/** Features: stems (English and Spanish), stem bigrams, and character 4-grams of each word (misspellings). */
export function features(text: string): string[] {
  const toks = tokens(text);
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

export type ShippedModel = { threshold: number; trainedOn: string; nb: string };

let loaded: RiskModel | null = null;

/** The model's longest input: the last 2000 characters carry the message (and bound the work). */
const MAX_CHARS = 2000;

/** What the classifier needs from a model: log2 odds per risk category, and the threshold. */
export type RiskModel = { odds(text: string): Map<RiskCategory, number>; threshold: number };

export function modelOf(nb: NB, threshold: number): RiskModel {
  return {
    threshold,
    odds: (text) => riskOdds(nb, text.length > MAX_CHARS ? text.slice(-MAX_CHARS) : text),
  };
}

/** The shipped model (model.json, part of the bundle), prepared once. */
export function shippedModel(): RiskModel {
  if (!loaded) {
    const shipped = shippedJson as ShippedModel;
    const nb = newModel();
    nb.importJSON(shipped.nb);
    nb.consolidate();
    loaded = modelOf(nb, shipped.threshold);
  }
  return loaded;
}
