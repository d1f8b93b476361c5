/**
 * The risk classifier (docs/companions.md, "Safety"): offline, deterministic, English and Spanish.
 * `assessMessage` scores one message against the lexicon (lexicon.ts) after normalisation
 * (text.ts) and fuzzy matching (match.ts); `assessConversation` carries risk across the student's
 * recent messages, so that "nobody would care" then "i have my dad's pills in my room" is read as
 * one conversation. Output: categories, the primary one, a severity, the rules that fired.
 */

import {
  BODY_OR_CLOTHING,
  CAREER_FIGURES,
  CAREER_FRAME,
  COUNTS_THEMSELF_IN,
  DISCLOSURE,
  FIGURES_OF_SPEECH,
  HYPERBOLE_FRAME,
  JOINED_RULE,
  LITERAL_INJURY,
  ME_TOO,
  NOT_HERE,
  NOT_HERE_BUT_MOVING,
  NOT_JOINED,
  NOT_SMALL_TALK,
  PERSONAL_ACTOR,
  type RiskCategory,
  RULES,
  type Rule,
  SCHOOL_FRAME,
  type Severity,
  SMALL_TALK_CORE,
  SMALL_TALK_OTHER,
  THRESHOLD,
} from './lexicon';
import { compile, matches, type Pattern, spans } from './match';
import { type RiskModel, shippedModel } from './model';
import { detectLanguage, type Token, tokens, words } from './text';

export type { RiskCategory, Severity } from './lexicon';

type CompiledRule = Rule & { compiled: Pattern[] };
const COMPILED: CompiledRule[] = RULES.map((rule) => ({ ...rule, compiled: rule.patterns.map(compile) }));
const CAREER = CAREER_FRAME.map(compile);
const HYPERBOLE = HYPERBOLE_FRAME.map(compile);
const SCHOOL = SCHOOL_FRAME.map(compile);
const FIGURES = FIGURES_OF_SPEECH.map(compile);
const BESIDE_GROOMING = CAREER_FIGURES.map(compile);
const A_PERSON = compile(PERSONAL_ACTOR);
const A_BODY = compile(BODY_OR_CLOTHING);
const LITERAL = [...LITERAL_INJURY, ...COUNTS_THEMSELF_IN].map(compile);
const DISCLOSES = DISCLOSURE.map(compile);
const NOT_HERE_SIGNS = NOT_HERE.map(compile);
const MOVING = NOT_HERE_BUT_MOVING.map(compile);
const FIRST_PERSON = compile('i|im|me|my|myself|mine|yo|mi|mis');
const JOINED = JOINED_RULE.patterns.map(compile);
const UNJOINED = NOT_JOINED.map(compile);
const COUNTS_ME_IN = ME_TOO.map(compile);

/**
 * The topic of a message, for a follow-up that counts the student in (lexicon.ts ME_TOO): the first
 * category, in CATEGORY_ORDER, of a rule worth THRESHOLD points (or a drug word) that its words
 * (without figures of speech) match in any frame — "we learned about self harm in health" is about self-harm even as
 * schoolwork.
 */
function topicOf(text: string): Rule | null {
  const read = withoutFigures(tokens(text));
  // Drug words are worth 2 (a named drug alone is no use): "our health class did vaping" → "i do that too".
  const strong = COMPILED.filter(
    (r) => (r.points >= THRESHOLD || r.id === 'dr-term') && r.compiled.some((p) => matches(read, p)),
  );
  for (const c of CATEGORY_ORDER) {
    const rule = strong.find((r) => r.category === c);
    if (rule) return rule;
  }
  return null;
}

/** Order of precedence when a message touches several categories (the reply follows the first). */
export const CATEGORY_ORDER: RiskCategory[] = [
  'self-harm',
  'grooming',
  'abuse',
  'violence',
  'eating',
  'bullying',
  'drugs',
  'sexual',
];

const SEVERITY_RANK: Record<Severity, number> = { medium: 1, high: 2, critical: 3 };
/** Categories whose weaker signs add up across the turns of a conversation. */
const CARRIED: RiskCategory[] = ['self-harm', 'grooming', 'abuse', 'violence', 'bullying'];
/** How many earlier student messages the conversation check reads. */
export const CONVERSATION_WINDOW = 4;

export type MessageSignals = {
  /** Rules that fired, by id, with their category, points and severity. */
  hits: Rule[];
  careerFrame: boolean;
  joking: boolean;
  /** Schoolwork about a topic with no first person in it ("health class question: why is fentanyl so dangerous"). */
  schoolTopic: boolean;
  /**
   * The message's words without its figures of speech, when the figures took any out (null
   * otherwise): what the model reads (twenty-fourth round), so that "what does naked eye mean in
   * astronomy" is not judged by "naked".
   */
  withoutFigures: string | null;
};

export type RiskAssessment = {
  categories: RiskCategory[];
  primary: RiskCategory | null;
  severity: Severity | null;
  /** Rule ids that fired (for operators and tests). */
  signals: string[];
  /** True when earlier messages were needed to reach the threshold. */
  fromConversation: boolean;
  language: 'en' | 'es';
};

function anyMatch(toks: Token[], patterns: Pattern[]) {
  return patterns.some((p) => matches(toks, p));
}

/** The tokens without the figures of speech (lexicon.ts FIGURES_OF_SPEECH) the rules must not read. */
function withoutFigures(toks: Token[]): Token[] {
  // A literal injury, or the student counting themself in, is never a figure of speech (lexicon.ts
  // LITERAL_INJURY, COUNTS_THEMSELF_IN).
  if (anyMatch(toks, LITERAL)) return toks;
  const drop = new Set<number>();
  // The figures beside grooming's signs only where no person and no body or clothing is named
  // (lexicon.ts CAREER_FIGURES, BODY_OR_CLOTHING).
  const figures =
    matches(toks, A_PERSON) || matches(toks, A_BODY) ? FIGURES : [...FIGURES, ...BESIDE_GROOMING];
  for (const p of figures)
    for (const [from, to] of spans(toks, p)) for (let i = from; i < to; i += 1) drop.add(i);
  return drop.size ? toks.filter((_, i) => !drop.has(i)) : toks;
}

/** The rules one message fires (ambiguous ones only outside a career or joking frame). */
export function signalsOf(text: string, previous?: string): MessageSignals {
  const toks = tokens(text);
  // A disclosure ("my teacher raped me") is never a career question, whatever professions it names;
  // nor is "what's the point of a major if I won't be here next year" (the model then decides).
  const discloses = anyMatch(toks, DISCLOSES) || (anyMatch(toks, NOT_HERE_SIGNS) && !anyMatch(toks, MOVING));
  let careerFrame = !discloses && anyMatch(toks, CAREER);
  // "what does a pharmacist do" → "do they deal with overdoses": a follow-up about the same career.
  if (!careerFrame && !discloses && previous !== undefined && !matches(toks, FIRST_PERSON))
    careerFrame = anyMatch(tokens(previous), CAREER);
  const joking = anyMatch(toks, HYPERBOLE);
  // Schoolwork about the topic silences the ambiguous rules, not the model (lexicon.ts SCHOOL_FRAME).
  // A follow-up about the same schoolwork ("can u help w my health project" → "its about vaping and
  // how companies market to teens"), as for the career frame: only without the first person.
  const schoolwork =
    !discloses &&
    (anyMatch(toks, SCHOOL) ||
      (previous !== undefined && !matches(toks, FIRST_PERSON) && anyMatch(tokens(previous), SCHOOL)));
  const read = withoutFigures(toks);
  const hits: Rule[] = [];
  for (const rule of COMPILED) {
    if (rule.ambiguous && (careerFrame || joking || schoolwork)) continue;
    if (rule.compiled.some((p) => matches(read, p))) hits.push(rule);
  }
  // Pairs within a sentence only: "se intentó matar? me da miedo" is no "matarme" (eighteenth round).
  const pairs = text.split(/[?!;\n]|\.(?=\s|$)/).flatMap((part) => {
    const w = words(part);
    return w
      .slice(1)
      .flatMap((second, i) => (anyMatch(tokens(`${w[i]} ${second}`), UNJOINED) ? [] : [`${w[i]}${second}`]));
  });
  if (!careerFrame && pairs.length && anyMatch(tokens(pairs.join(' ')), JOINED)) hits.push(JOINED_RULE);
  return {
    hits,
    careerFrame,
    joking,
    schoolTopic: schoolwork && !matches(toks, FIRST_PERSON),
    withoutFigures: read.length < toks.length ? read.map((t) => t.text).join(' ') : null,
  };
}

type Score = { points: number; strongest: number; severity: Severity };

function score(hits: Rule[]): Map<RiskCategory, Score> {
  const out = new Map<RiskCategory, Score>();
  const seen = new Set<string>();
  for (const h of hits) {
    if (seen.has(h.id)) continue;
    seen.add(h.id);
    const s = out.get(h.category) ?? { points: 0, strongest: 0, severity: 'medium' as Severity };
    s.points += h.points;
    s.strongest = Math.max(s.strongest, h.points);
    if (SEVERITY_RANK[h.severity] > SEVERITY_RANK[s.severity]) s.severity = h.severity;
    out.set(h.category, s);
  }
  return out;
}

/** A category is reached at THRESHOLD points with at least one rule worth 2 (grooming: never on 1-point hints alone). */
const reached = (s: Score | undefined) => !!s && s.points >= THRESHOLD && s.strongest >= 2;

function finish(
  found: Map<RiskCategory, Severity>,
  signals: Set<string>,
  fromConversation: boolean,
  language: 'en' | 'es',
): RiskAssessment {
  const categories = CATEGORY_ORDER.filter((c) => found.has(c));
  let severity: Severity | null = null;
  for (const c of categories) {
    const s = found.get(c) as Severity;
    if (!severity || SEVERITY_RANK[s] > SEVERITY_RANK[severity]) severity = s;
  }
  return {
    categories,
    primary: categories[0] ?? null,
    severity,
    signals: [...signals],
    fromConversation,
    language,
  };
}

/** One message on its own. */
export function assessMessage(text: string, model?: RiskModel | null): Promise<RiskAssessment> {
  return assessConversation([], text, model);
}

/** Letters doubled or more become one, so "thankss", "heyy" and "byee" read as their words. */
const single = (w: string) => w.replace(/(.)\1+/g, '$1');
const SMALL_CORE = new Set(SMALL_TALK_CORE.map(single));
const SMALL_ANY = new Set([...SMALL_CORE, ...SMALL_TALK_OTHER.map(single)]);
const NOT_SMALL = NOT_SMALL_TALK.map(compile);

/**
 * Small talk (lexicon.ts SMALL_TALK_CORE): every word a greeting, thanks, acknowledgement or
 * goodbye word, at least one of them from the core list, at most eight words.
 */
export function isSmallTalk(text: string): boolean {
  const ws = words(text).map(single);
  return (
    ws.length > 0 &&
    ws.length <= 8 &&
    ws.some((w) => SMALL_CORE.has(w)) &&
    ws.every((w) => SMALL_ANY.has(w)) &&
    !anyMatch(tokens(text), NOT_SMALL)
  );
}

/** Severity of a category found by the statistical layer alone. */
const MODEL_SEVERITY: Record<RiskCategory, Severity> = {
  'self-harm': 'critical',
  grooming: 'critical',
  abuse: 'critical',
  violence: 'high',
  eating: 'high',
  bullying: 'high',
  drugs: 'medium',
  sexual: 'medium',
};

/** The category with the highest odds at or above the model's threshold, if any. */
function top(odds: Map<RiskCategory, number>, threshold: number): RiskCategory | null {
  let best: RiskCategory | null = null;
  let bestOdds = threshold;
  for (const [c, o] of odds)
    if (o >= bestOdds) {
      best = c;
      bestOdds = o;
    }
  return best;
}

/** What the lexicon found for a message in its conversation (the first stage of assessConversation). */
export type LexiconStage = {
  found: Map<RiskCategory, Severity>;
  signals: Set<string>;
  fromConversation: boolean;
  /** The message is framed as a career question or a joke (the model is then not asked). */
  framed: boolean;
  /** The earlier messages read (the last CONVERSATION_WINDOW, each clipped). */
  prior: string[];
  /** The new message's words without its figures of speech, if any were taken out (else the message): a model flag must hold on them too. */
  modelText: string;
  /** An earlier message read reaches a category in the lexicon on its own. */
  priorFlagged: boolean;
  language: 'en' | 'es';
};

/**
 * The lexicon's stage: the new message in the light of the student's earlier messages (oldest
 * first; only the last CONVERSATION_WINDOW are read). A category is found when the new message
 * reaches the threshold on its own; or, for the carried categories, when the conversation does and
 * the new message adds to it; or when an earlier message was flagged in that category and the new
 * one adds to it. Separate from the model's stage so that the training script's cross-validation
 * can read the lexicon once per message and try the model at many thresholds.
 */
export function lexiconStage(earlier: string[], text: string): LexiconStage {
  // Earlier messages: their last 600 characters are enough to carry their signs (and bound the work).
  const prior = earlier.slice(-CONVERSATION_WINDOW).map((m) => (m.length > 600 ? m.slice(-600) : m));
  const current = signalsOf(text, prior.at(-1));
  const now = score(current.hits);
  const found = new Map<RiskCategory, Severity>();
  const signals = new Set<string>();
  let fromConversation = false;
  let priorFlagged = false;
  for (const [category, s] of now) {
    if (reached(s)) {
      found.set(category, s.severity);
      for (const h of current.hits) if (h.category === category) signals.add(h.id);
    }
  }
  if (prior.length) {
    const priorSignals = prior.map((m, i) => signalsOf(m, prior[i - 1]));
    const all = score([...priorSignals.flatMap((p) => p.hits), ...current.hits]);
    const flaggedBefore = new Set<RiskCategory>();
    for (const p of priorSignals) for (const [c, s] of score(p.hits)) if (reached(s)) flaggedBefore.add(c);
    priorFlagged = flaggedBefore.size > 0;
    for (const category of CARRIED) {
      if (found.has(category)) continue;
      const mine = now.get(category);
      if (!mine || mine.points < 1) continue;
      const whole = all.get(category);
      if (reached(whole) || flaggedBefore.has(category)) {
        found.set(category, (whole as Score).severity);
        fromConversation = true;
        for (const p of [...priorSignals, current])
          for (const h of p.hits) if (h.category === category) signals.add(h.id);
      }
    }
  }
  // "en psicología vimos el suicidio" → "yo también lo he pensado": the student counts themself in.
  if (found.size === 0 && prior.length && anyMatch(tokens(text), COUNTS_ME_IN)) {
    const topic = topicOf(prior.at(-1) as string);
    if (topic) {
      found.set(topic.category, topic.severity);
      signals.add(`me-too:${topic.id}`);
      fromConversation = true;
    }
  }
  // The conversation's language: this message's, unless it is too short to tell.
  const language =
    detectLanguage([...prior.slice(-1), text].join(' ')) === 'es' || detectLanguage(text) === 'es'
      ? 'es'
      : 'en';
  return {
    found,
    signals,
    fromConversation,
    framed: current.careerFrame || current.joking || current.schoolTopic,
    prior,
    modelText: current.withoutFigures ?? text,
    priorFlagged,
    language,
  };
}

/**
 * A flag the model raises on a message whose figures of speech the lexicon took out (twenty-fourth
 * round) must hold on the rest of its words too: "what does naked eye mean in astronomy" is not
 * judged by "naked". Read both ways, never the rest alone, so that taking words out cannot add a flag.
 */
function figureVeto(stage: LexiconStage, text: string, model: RiskModel, category: RiskCategory): boolean {
  if (stage.modelText === text) return false;
  // The figure is the message ("my screen is cracked" → "my is"): two words or fewer are left, too
  // few for the model to read (it reads short texts as self-harm; twenty-fifth round).
  if (words(stage.modelText).length <= 2) return true;
  const rest = model.odds(stage.modelText).get(category) ?? Number.NEGATIVE_INFINITY;
  // Holding means as any flag holds: above the threshold, and not vetoed by the nearest-neighbour
  // check on those words ("take a stab at my essay" → "my essay and tell me what you think" is
  // near benign training messages; twenty-sixth round).
  return rest < model.threshold || model.vetoes?.(stage.modelText, rest) === true;
}

/** The earlier messages that are not small talk, each, and together when there are several. */
function substantive(prior: string[]): string[] {
  const said = prior.filter((p) => !isSmallTalk(p));
  return said.length > 1 ? [...said, said.join('\n')] : said;
}

/**
 * Earlier messages read are risk: one of them in the lexicon; or, for the model (not vetoed), one of
 * them that is not small talk, or those together.
 */
function riskBefore(stage: LexiconStage, model: RiskModel): boolean {
  if (stage.priorFlagged) return true;
  return substantive(stage.prior).some((p) => {
    const odds = model.odds(p);
    const c = top(odds, model.threshold);
    return c !== null && model.vetoes?.(p, odds.get(c) ?? 0) !== true;
  });
}

/**
 * The model's stage after the lexicon's: when the lexicon found nothing and the message is not
 * framed as a career question or a joke, the message alone, then the recent conversation as one
 * text (the new message must lean the same way on its own).
 */
export function withModel(stage: LexiconStage, text: string, model: RiskModel | null): RiskAssessment {
  const found = new Map(stage.found);
  const signals = new Set(stage.signals);
  let fromConversation = stage.fromConversation;
  const { prior } = stage;
  if (model && found.size === 0 && !stage.framed) {
    const mine = model.odds(text);
    // Small talk is not judged by the model, on its own or with the conversation, unless an earlier
    // message was risk (lexicon or model): "thanks" after "hola" or after a career answer is small
    // talk; "no entiendo por qué" after a bullying disclosure is read as before.
    const small = isSmallTalk(text);
    // An earlier message was risk: the lexicon's (always known), or, for small talk, the model's.
    const before = small ? riskBefore(stage, model) : stage.priorFlagged;
    const chatter = small && !before;
    let category = chatter ? null : top(mine, model.threshold);
    // The nearest-neighbour check (neighbours.ts): a flag the model alone would raise is not raised
    // when the training messages nearest to this one are benign; nor is the conversation's.
    const vetoed =
      category !== null &&
      (model.vetoes?.(text, mine.get(category) ?? 0) === true || figureVeto(stage, text, model, category));
    if (vetoed) category = null;
    if (category) signals.add(`model:${category}`);
    // Twenty-ninth round: a message vetoed on its own is still read with the conversation when an
    // earlier message in it was risk ("i want to die" → "thanks": "thanks" alone is no risk, the two
    // together are); after an everyday message it is not ("my grades are bad" → "idk what to do").
    else if (prior.length && !chatter && (!vetoed || before)) {
      const conversation = [...prior, text].join('\n');
      const together = model.odds(conversation);
      category = top(together, model.threshold);
      if (
        category &&
        (mine.get(category) ?? Number.NEGATIVE_INFINITY) > 0 &&
        // Twenty-ninth round: the neighbours (everyday messages) do not overrule the conversation's
        // reading when an earlier message in it was risk: "i want to die" → "thanks" is no everyday worry.
        (before || model.vetoes?.(conversation, together.get(category) ?? 0) !== true)
      ) {
        signals.add(`model-conversation:${category}`);
        fromConversation = true;
      } else category = null;
    }
    if (category) found.set(category, MODEL_SEVERITY[category]);
  }
  return finish(found, signals, fromConversation, stage.language);
}

/**
 * The new message in the light of the student's earlier messages: the lexicon, then the model.
 * Asynchronous because the model reads the sentence encoder's vectors (encoder.ts), computed here
 * for the texts withModel will ask about (only when the lexicon found nothing).
 */
export async function assessConversation(
  earlier: string[],
  text: string,
  model: RiskModel | null = shippedModel(),
): Promise<RiskAssessment> {
  const stage = lexiconStage(earlier, text);
  if (model?.prepare && stage.found.size === 0 && !stage.framed) {
    const texts = stage.prior.length ? [text, [...stage.prior, text].join('\n')] : [text];
    if (stage.modelText !== text) texts.push(stage.modelText);
    // Small talk: whether an earlier message was risk decides (riskBefore).
    if (stage.prior.length && isSmallTalk(text)) texts.push(...substantive(stage.prior));
    await model.prepare(texts);
  }
  return withModel(stage, text, model);
}
