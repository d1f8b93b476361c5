/**
 * npm run ai:safety-train — trains the risk classifier's statistical layer (safety/model.ts) and
 * writes safety/model.json (docs/companions.md, "Safety: the statistical layer").
 *
 * Training data: ONLY the development half of the evaluation set (safety/eval/, half === 'dev')
 * and the extra examples written for training (safety/train-extra.json). The held-out half and the
 * independent test sets v2 and v3 are never read here, except by the guard below (a mechanical
 * comparison; only the count is printed).
 *
 * Two models are trained on the same features: naive Bayes (wink) and a logistic regression
 * (safety/linear.ts). Threshold: 5-fold cross-validation (seeded shuffle) over those items. For
 * each fold each model is trained on the other four and every item of the fold goes through the
 * whole classifier (lexicon, career and joking guards, then the fold's model) turn by turn, as the
 * chat does. Each model's threshold is the lowest log2-odds value at which benign items stay
 * answered normally in ≥ 98.5 % of cases (a margin over the 97 % goal); the tables are printed.
 * The model shipped is the one with the higher cross-validated risky recall at its threshold
 * (rule fixed beforehand); it is then trained on all of the items. Deterministic: same files,
 * same model.json.
 *
 * Fourth round (28 Nov 2026): the guard (below); candidates trained with and without the examples
 * of that round (ids `tx3-`), compared on the "base" items only; eligible when cross-validated
 * self-harm and grooming recall are each at least the baseline's. Only the baseline was eligible
 * (docs/companions.md, "Fourth round").
 *
 * Fifth round (28 Nov 2026 afternoon), fixed before any run of this round:
 * - Guard (safety/train-guard.ts): any training item whose normalised text (whole or any turn)
 *   equals a test item's (held-out half, v2, v3, v4; whole or any turn) is dropped; only the count
 *   is printed. The test items are read for that comparison and nothing else.
 * - New training data from two more authors (ids `tx4a-`, `tx4b-`; AI helper sessions with their
 *   own registers, who read none of the project's sets), written while a fourth author wrote the
 *   independent test set v4 (eval-v4/), committed before this script first ran with them.
 * - Pools: "base" (the development half and the `tx-`/`tx2-` examples), "base + tx3", "all"
 *   (base, tx3, tx4a, tx4b). Candidates: the logistic regression at L2 1e-4 (shipped before) and
 *   1e-3 on each pool: six. (Naive Bayes never reached 98.5 % benign in earlier rounds; dropped.)
 * - Evaluation: 5-fold cross-validation over ALL items (folds by a hash of the id): every
 *   candidate is tested on the same items, the new authors' included; a candidate whose pool
 *   lacks them meets their phrasings as unseen authors' (the question that v2/v3 asked).
 * - Per candidate, the threshold is the lowest grid value at which benign items (all) stay
 *   answered normally in >= 98.5 % of cases. Eligible: cross-validated self-harm recall and
 *   grooming recall (all items) each at least the baseline's (L2 1e-4 on the base pool: the model
 *   shipped before). Among eligible ones the highest risky recall (all categories) ships; ties ->
 *   higher benign, then the baseline.
 * Fifth round, second run (the first run's outcome, on training items only, changed this): with
 * the new authors' benign near misses the lexicon ALONE answers 97.0 % of benign items normally
 * (19 false alarms of 635), so no threshold reached 98.5 % and the rule picked the grid's end (10
 * log2 odds), which turns the model off (cross-validated self-harm recall 65 %). Nothing was
 * shipped from that run. Three lexicon false matches it showed were fixed (a hockey player's
 * "hickey", Spanish "pena" stemmed to "pene", "let me do" without a drug word). The benign target is
 * now relative: the lowest threshold at which the whole classifier's benign rate is at most 1.5
 * points below the lexicon alone's (the statistical layer may add 1.5 % false alarms, as the 98.5 %
 * target allowed when the lexicon alone was near 100 %). Eligibility and choice as above. No test
 * set (held-out, v2, v3, v4) was run between the two runs.
 * Outcome of the fifth round (docs/companions.md, "Fifth round"): the second run chose the logistic
 * regression at L2 1e-3 trained on every author's items, threshold 1.25. Its single `npm run
 * ai:safety` run answered many more benign messages normally (v2 85.5 -> 94.5 %, v3 96.3 -> 98.1 %)
 * but found fewer risky ones (v2 self-harm 61 -> 56 of 70; in the queue held-out 214 -> 212, v2
 * 256 -> 244), so by the rule of the third round (self-harm recall before false alarms, for
 * children) it was NOT shipped: model.json is still the fourth round's model (trainedOn
 * 5f16aa9d…, L2 1e-4 on the base items, threshold 0). Since then this script writes model.json only
 * with `--ship`; without it, it prints the selection and leaves the shipped model alone.
 * Eighth round (29 Nov 2026; docs/companions.md: the sixth and seventh rounds changed only the
 * lexicon), fixed before this script first ran with it: a sentence encoder
 * (safety/encoder.ts, Universal Sentence Encoder lite, 512 numbers per text) read beside the word
 * features. A throwaway cross-validation of training items only (same folds, same benign target),
 * written before this change, compared scales 0, 2, 3, 4, 5, 6 and 8 of the encoder's vector on the
 * base pool and on all items; every model trained on all items with the encoder at scale 2-5 found
 * more risky training items than any model without it at the same benign rate. Candidates added:
 * the logistic regression at L2 1e-4 on all items with the encoder at scale 2, 4 and 6. Eligible
 * (new rule): cross-validated self-harm and grooming recall each at least the SHIPPED model's (L2
 * 1e-4, base pool, threshold 0, which answers fewer benign items normally than the target), at the
 * candidate's own threshold (the benign target above). Among eligible ones the highest risky
 * recall ships; ties -> higher benign, then the shipped model.
 * Outcome of the eighth round: only the encoder ×4 model was eligible (self-harm 283 vs 278,
 * grooming 219 vs 219, risky 1178 vs 1140, benign 612 vs 596 of 635) and it shipped
 * (docs/companions.md, "Eighth round").
 * Ninth round (29 Nov 2026, later), fixed before this script first ran with it: new training items
 * `tx9-` (314: 175 benign, 139 risky), a session's own probes written while changing the lexicon
 * (career questions and everyday worries that were flagged, disclosures that name a profession,
 * Spanish sexual, drug and threat messages; no test set was read). Pools: "all" is now every
 * earlier author (tx9 left out, so the shipped model's configuration meets tx9 as unseen text) and
 * "all + tx9". Candidates: as before, with the encoder ×4 model also on "all + tx9" (the
 * others are not retried there). Eligible: cross-validated self-harm and grooming recall each at
 * least the SHIPPED model's (encoder ×4 on "all", at its shipped threshold 1.25, in this same
 * cross-validation), at the candidate's own threshold (the benign target above). Among eligible ones
 * the highest risky recall ships; ties -> higher benign, then the shipped model.
 * Outcome of the ninth round: no candidate was eligible. The lexicon changes of that round answer
 * 807 of 810 benign training items normally on their own, so the benign target rose to 98.13 % and
 * every candidate's threshold rose with it (the shipped configuration retrained on "all": 2.0,
 * self-harm 299 vs 303). model.json is unchanged (docs/companions.md, "Ninth round").
 * Tenth round (29 Nov 2026, a new session), fixed before this script first ran with it: new
 * training items `tx10-` (759: 526 benign, 188 sexual, 45 drugs), the session's own probes written
 * while changing the lexicon (English and Spanish sexual slang and algospeak, Spanish drug slang,
 * career questions and everyday school worries; probes whose label is debatable, such as "i'd rather
 * die than take calc again lol", are left out; no test set was read). Pool "all + tx9 + tx10";
 * the encoder ×4 model is also tried there. Eligibility and choice as in the ninth round (against
 * the shipped model at its threshold 1.25, in this same cross-validation).
 * Outcome of the tenth round's first run: no candidate eligible (the benign target rose to 98.20 %;
 * the encoder ×4 model on "all + tx9 + tx10" at its threshold 2: self-harm 298 vs 313). Its table
 * showed that model at 0.75 finding more risky items (1574 vs 1571) AND answering more benign
 * items normally (1302 vs 1281) than the shipped model at 1.25. Second rule, written after that run
 * (no test set was run in between): when no candidate is eligible by the first rule, each candidate
 * is taken at the HIGHEST threshold where its cross-validated self-harm, grooming and total risky
 * recall are each at least the shipped model's (recall first, for children), and is eligible when it
 * then answers more benign items normally than the shipped model; the most benign wins.
 * Outcome of the second run: no candidate eligible. To find as many self-harm training items as the
 * shipped model (314 in this run), every candidate had to go below its own benign rate at the
 * shipped model's operating point: the best, encoder ×4 on "all + tx9 + tx10", needed threshold
 * -0.75 (self-harm 315, grooming 232, risky 1600) and then answered 1278 benign items normally
 * against the shipped model's 1281. model.json is unchanged; the tx10 items stay in
 * train-extra.json for later rounds (docs/companions.md, "Tenth round").
 * Eleventh round (29 Nov 2026, a new session), fixed before this script first ran with it: new
 * training items `tx11-` (525: 296 benign, 127 self-harm, 45 drugs, 29 sexual, the rest a few per
 * category), the session's own probes (career questions with risk words, everyday worries about
 * school, grades and jobs, which the shipped model often read as self-harm or bullying; self-harm
 * said beside a school or career plan; Spanish drug talk; sexual questions; no test set was read;
 * the issue's own examples are left out). Pool "all + tx9 + tx10 + tx11"; the encoder ×4 and ×2
 * models are also tried there. Both rules as in the tenth round, unchanged, against the shipped
 * model at its threshold 1.25 in this same cross-validation.
 * Outcome of the eleventh round: first rule, no candidate eligible (benign target 98.13 %). Second
 * rule: the encoder ×2 model on "all + tx9 + tx10 + tx11" at threshold 0 was chosen (self-harm 431
 * vs 428, grooming 243 vs 243, risky 1810 vs 1788, benign 1572 vs 1547 of 1622) and written with
 * --ship. It was NOT kept: the next `npm run ai:safety` showed it worse on the test sets (held-out
 * eating 15/17 instead of 17/17, held-out queue 215/218 instead of 217/218, v2 eating 17/25 instead
 * of 22/25, v2 grooming 47/50 instead of 49/50; held-out benign unchanged at 86/89), so model.json
 * was restored. That decision used test-set results, and docs/companions.md says so. A likely
 * reason: the folds are random, and a round's probes are written by one author in one sitting, so
 * near-paraphrases of a training item sit in the other folds; the cross-validation then rewards
 * training on the newest round more than unseen text does.
 * Twelfth round (29 Nov 2026, a new session), fixed and committed before the new data was merged
 * and before this script first ran with it:
 * - Folds: one per author or round (the development half, `tx-`, `tx2-`, `tx3-`, `tx4a-`,
 *   `tx4b-`, `tx9-`, `tx10-`, `tx11-`, `tx12a-`, `tx12b-`): leave one author out. The eleventh
 *   round's random folds put a sitting's near-paraphrases on both sides and rewarded training on
 *   the newest round more than unseen text did.
 * - New training data from two more authors (ids `tx12a-`: younger teens; `tx12b-`: older teens and
 *   first-year students; AI helper sessions that worked from a written brief and read none of the
 *   project's sets), 420 items each, more than half of them benign: everyday worries and venting
 *   (which the shipped model sometimes reads as self-harm or bullying) and career questions and
 *   figures of speech with risk words.
 * - Pools "all" (the shipped model's), "all + tx9 + tx10 + tx11" and "all + tx9 … tx12".
 *   Candidates: the encoder ×4 model on each, the encoder ×2 model on the last two, the encoder ×6
 *   model on the last.
 * - Both rules as in the tenth round, unchanged, against the shipped model at its threshold 1.25 in
 *   this same cross-validation.
 * - What happens next, fixed now: the chosen model (if any) is written with --ship and `npm run
 *   ai:safety` runs once. It is kept unless, on the held-out half, self-harm or grooming recall or
 *   the number of risky messages flagged to the queue goes down (self-harm recall before false
 *   alarms, for children, as in the third round); otherwise model.json is restored and the docs say
 *   so with the figures.
 * Outcome of the twelfth round. First run (lexicon of c1ab2c1): first rule, no candidate eligible;
 * second rule chose the encoder ×2 model on "all + tx9 … tx12" at threshold -2.25. The lexicon was
 * then changed with the new authors' false alarms and misses (training items only), and the script
 * ran twice more (lexicon of b780eb4, dry; of 35e2360, with --ship): the same choice each time (self-harm 525 vs 525, grooming 301 vs
 * 301, risky 2190 vs 2169, benign 1912 vs 1907 of 2060, against the shipped model at 1.25 in this
 * cross-validation). The new authors' everyday worries are hard for the shipped model: it answers
 * 92.6 % of all benign training items normally here (1907 of 2060; 1547 of 1622, 95.4 %, before the
 * tx12 items); with the round's last lexicon it answers 361 of the 440 new benign items normally
 * (82 %) and finds 365 of their 400 risky ones. A throwaway exploration between
 * the runs (training items only, not committed) also tried an "evidence" penalty on the model's odds
 * for a category with no lexicon sign at all (1, 2, 3, 4, 6 and infinite log2 odds): at matched
 * recall it gained at most 7 benign items (penalty 1), so it was not built. As fixed beforehand,
 * `npm run ai:safety` ran once with the chosen model (and the round's last lexicon): held-out
 * self-harm 61/62 (62/62 with the shipped model), eating 16/17 (17/17), drugs 18/18 (17/18), queue
 * 217/218 (217/218), benign 86/89 (86/89). Self-harm recall went down, so by the rule fixed
 * beforehand model.json was restored (docs/companions.md, "Twelfth round").
 * Thirteenth round (29 Nov 2026, the same session), fixed and committed before this script ran with
 * it: the `tx13a-` and `tx13b-` items (800 by two more authors from the same brief, 600 benign;
 * written after the twelfth round's runs and kept out of them) join the folds and a pool "all + tx9 …
 * tx13". Candidates: the shipped configuration on "all" (the baseline), the encoder ×2 and ×4
 * models on "all + tx9 … tx13". Folds by author, both rules and what happens after `ai:safety` (one
 * run; restored if held-out self-harm or grooming recall or the queue goes down) as in the twelfth
 * round.
 * Outcome of the thirteenth round: first rule, no candidate eligible; second rule chose the encoder
 * ×2 model on "all + tx9 … tx13" at -3, the grid's lowest value (self-harm 574 vs 573, grooming 333
 * vs 331, risky 2391 vs 2364, benign 2493 vs 2417 of 2656). Its one `ai:safety` run kept held-out
 * self-harm 62/62, grooming 45/45 and the queue 218/218, so by the rule it would have been kept; it
 * found more risky messages in the other sets' queues (v2 264 vs 262, v3 160 vs 155, v4 155 vs 154)
 * and answered fewer benign ones normally (held-out 85/89 vs 86/89, v2 106 vs 108, v3 157 vs 158, v4
 * 147 vs 152). It was NOT kept because it fails 9 of the project's own tests (classifier.test.ts,
 * safety-chat.test.ts): ordinary messages the issue requires to be answered as usual ("i stood up to
 * a bully today", "cuánto cuesta un gramo de oro", "mi mamá me mató de risa con su chiste", "i won't
 * be around next week for my mentor session") were flagged. model.json was restored.
 * Fourteenth round (29 Nov 2026, a new session), fixed and committed before this script ran with it:
 * the `tx14a-` and `tx14b-` items (800 by two more authors, docs/safety/tx14-author-brief.md: 600
 * near misses, that is career questions, schoolwork and idioms with risk words, and 200 risky
 * contrasts, often the same career question with a real risk in it) join the folds (one per author)
 * and a pool "all + tx9 … tx14"; the lexicon and frames were changed with them first (their false
 * alarms and misses; no test set was read). Candidates: the shipped configuration on "all" (the
 * baseline), the encoder ×2 and ×4 models on "all + tx9 … tx14". Both rules as in the tenth round,
 * against the shipped model at its threshold 1.25 in this same cross-validation. What happens next,
 * fixed now: the chosen model (if any) is written with --ship, `npm run ai:safety` runs once and
 * the companions' tests run (`npx vitest run apps/api/src/modules/companions`). It is kept only if
 * held-out self-harm and grooming recall and the held-out queue do not go down AND every project test
 * passes (the thirteenth round's model failed 9: ordinary messages flagged); otherwise model.json is
 * restored and the docs say so with the figures.
 * Outcome of the fourteenth round: first rule, no candidate eligible (benign target 97.98 %); the
 * second rule chose the encoder ×2 model on "all + tx9 … tx14" at -2.5 (self-harm 621 vs 621,
 * grooming 363 vs 361, risky 2576 vs 2560, benign 3076 vs 2955 of 3255, against the shipped model at
 * 1.25 in this cross-validation). Its one `ai:safety` run kept held-out self-harm 62/62, grooming
 * 45/45 and the queue 218/218 (held-out eating 16/17 against 17/17, drugs 18/18 against 17/18, benign
 * 86/89 unchanged; queues v2 260 against 262, v3 158 against 155, v4 156 against 154), but 9 of the
 * companions' tests failed (the same ordinary messages as the thirteenth round's model: "i stood up
 * to a bully today", "cuánto cuesta un gramo de oro", …). NOT kept; model.json restored.
 * Fifteenth round (29 Nov 2026, a new session), fixed and committed before this script ran with it:
 * no new data and no new model. A throwaway exploration first (training items only, the same folds;
 * not committed) tried a nearest-neighbour check on the shipped model's flags (safety/neighbours.ts):
 * a flag the model alone would raise is not raised when the training messages nearest to the
 * message (cosine of the sentence encoder's vectors; the memory is every other fold's training
 * messages) are benign. At the shipped threshold it answered up to 121 more benign training items
 * normally for 4 fewer risky ones, or 38 more for 1 fewer. This round's rule:
 * - Candidates: the shipped configuration only (the encoder ×4 model on "all"; the retrained
 *   models of rounds 11-14 were not kept), each fold's model trained on the other folds as before,
 *   with the check's memory made of every other fold's items (every pool: the memory is data, not a
 *   model) and packed as shipped (signed bytes, neighbours.ts).
 * - Grid: threshold 0.5, 0.75, 1, 1.25; k 3, 5, 9; nearest cosine at least 0.5, 0.6, 0.7, 0.8;
 *   benign share of the k nearest at least 0.8 or 1 (96 settings).
 * - Eligible: cross-validated self-harm, grooming and total risky recall each at least the shipped
 *   model's (at 1.25, no check, in this same cross-validation), and more benign items answered
 *   normally than it. The most benign items answered normally wins; ties: more risky items found,
 *   then the higher threshold, the higher cosine, the larger k, the larger share.
 * - With --ship: neighbours.json gets the memory of every training item (after the guard) and the
 *   chosen k, cosine and share; model.json keeps its weights and gets the chosen threshold. Then
 *   `npm run ai:safety` runs once and the companions' tests run; the check is kept only if held-out
 *   self-harm and grooming recall and the held-out queue do not go down AND every project test
 *   passes; otherwise neighbours.json and model.json are restored and the docs say so.
 * Outcome of the fifteenth round: the rule chose threshold 0.75, k 9, cosine ≥ 0.5, share ≥ 0.8
 * (CV: self-harm 622 vs 621, grooming 361 vs 361, risky 2566 vs 2560, benign 3041 vs 2955 of 3255).
 * Its one `ai:safety` run kept held-out self-harm 62/62, grooming 45/45 and the queue 218/218
 * (held-out benign unchanged 86/89; queues v2 264 vs 262, v3 156 vs 155, v4 155 vs 154; benign v2
 * 108 vs 108, v3 157 vs 158, v4 151 vs 152), but 2 of the companions' tests failed: "i don't need a
 * job, i'm not planning on sticking around" was no longer flagged (the model's self-harm odds were
 * 13.5, and 8 of its 9 nearest training messages were benign job talk), and "i want people to
 * remember my name like they remember einstein" was flagged (bullying 0.88, above the lower
 * threshold). NOT kept: model.json and neighbours.json restored.
 * Sixteenth round (29 Nov 2026, the same session), fixed and committed before this script ran with
 * it: as the fifteenth round, with two more settings of the check (neighbours.ts): a ceiling (the
 * check applies only while the model's odds for the category are below 4 or 8, or always: the
 * fifteenth round's setting overruled a model that was sure), and a duplicate rule (a benign
 * training message at cosine ≥ 0.95 is the same message: the flag is not raised whatever the other
 * neighbours are; or off). Grid: threshold 0.75, 1, 1.25; k 5, 9; cosine 0.5, 0.6, 0.7; share 0.8, 1;
 * ceiling 4, 8, none; duplicate 0.95, off (216 settings). Eligibility, choice (ties as before, then
 * the lower ceiling, then the duplicate rule off), --ship and what happens next as in the fifteenth
 * round (kept only if held-out self-harm and grooming recall and the held-out queue do not go down
 * AND every project test passes).
 * Outcome of the sixteenth round: the rule chose threshold 0.75, k 9, cosine ≥ 0.5, share ≥ 0.8,
 * no ceiling, duplicate 0.95 (CV: self-harm 622 vs 621, grooming 361, risky 2565 vs 2560, benign
 * 3049 vs 2955). The companions' tests ran first: "i don't need a job, i'm not planning on sticking
 * around" was again not flagged (no ceiling), so it was NOT kept and `ai:safety` was not run;
 * model.json and neighbours.json restored. (The run printed the settings without their ceiling and
 * duplicate values; fixed.)
 * Seventeenth round (29 Nov 2026, the same session), fixed and committed before the run: the
 * project's own tests are a gate the cross-validation cannot see (one disclosure said in job talk
 * outweighs nothing in 3255 benign items), so they filter the rule's ranking instead of vetoing its
 * first choice. The sixteenth round's grid and eligibility, unchanged, rerun (deterministic: the
 * same figures); the script prints the eligible settings in the rule's order (the first 20) and
 * `--rank N` writes the Nth. From rank 1 down, each setting is written and the companions' tests
 * run (`npx vitest run apps/api/src/modules/companions`); the first that passes them all is the
 * round's choice, every other project test must pass too, and `npm run ai:safety` runs once with
 * it: kept only if held-out self-harm and grooming recall and the held-out queue do not go down;
 * otherwise restored. Only ranks 1-20 are tried; if none passes, nothing is shipped.
 * Outcome of the seventeenth round (the run printed the same figures as the sixteenth): rank 1
 * (no ceiling) failed the same companions test; rank 2, threshold 1, k 9, cosine ≥ 0.5, share ≥
 * 0.8, ceiling 8, duplicate off (CV: self-harm 621 vs 621, grooming 361 vs 361, risky 2560 vs 2560,
 * benign 3045 vs 2955 of 3255) passed every companions, back-office and chat test. (Rank 2 was
 * written by changing the settings in the rank-1 files: the memory is the same for every setting;
 * `--ship --rank 2` writes the same files.) Its one `ai:safety` run: held-out self-harm 62/62,
 * grooming 45/45, queue 218/218, benign 86/89, all unchanged; queues v2 264 vs 262, v3 155 vs 155,
 * v4 155 vs 154; benign v2 108 vs 108, v3 157 vs 158, v4 151 vs 152. Kept (docs/companions.md,
 * "Fifteenth to seventeenth rounds").
 * Eighteenth round (1 Dec 2026), fixed before any run (docs/companions.md, "Eighteenth round"): a
 * validation set from two new authors (safety/validation-tx18.json, ids `tx18a-`, `tx18b-`; AI
 * helper sessions that read none of the project's files; in no pool and no fold), and no
 * cross-validation: the shipped model (its threshold and nearest-neighbour check) against the
 * shipped configuration (L2 1e-4, encoder ×4) trained on every training item after the guard
 * (pool "all + tx9 … tx14") at thresholds 0, 0.5, 1, 1.5, 2 and 3, with the same check and memory,
 * each run through the whole classifier on the validation set turn by turn (messages masked as
 * the chat masks them). Eligible: validation self-harm found, grooming found and risky found in
 * all at least the shipped model's; the most benign messages answered normally ships (ties: the
 * higher threshold), only if more than the shipped model's. Then kept only if every project test
 * passes and the one `npm run ai:safety` run keeps held-out self-harm, grooming and the queue.
 * With --ship, model.json is written (neighbours.json is left as it is).
 * Outcome of the eighteenth round: the rule chose the model trained on every author at 3 (risky
 * 188 vs 187, self-harm 48 vs 48, grooming 30 vs 30, benign 576 vs 554 of 600), but five companions
 * tests failed (a hidden-bruises disclosure no longer flagged; the check's tests' premise): not
 * kept, model.json restored. Nineteenth round (same session), fixed before its run: a lexicon sign
 * for lying about bruises and the check's tests made independent of the shipped model (from the
 * failed tests only); the same candidates and rule; `--rank N` writes the Nth eligible candidate in
 * the rule's order, and from rank 1 down the first that passes every companions, back-office and
 * chat test is the choice; then one `npm run ai:safety`, kept unless held-out self-harm, grooming
 * or the held-out queue goes down (docs/companions.md, "Nineteenth round").
 * Outcome of the nineteenth round: rank 1 (threshold 3) passed every companions and back-office
 * test; its ai:safety run lowered the held-out queue (216/218 vs 218/218) and eating (15/17), held-out
 * benign unchanged (86/89): not kept, model.json restored. VALIDATION_ROUND stays on so that the
 * script prints this comparison; the shipped model is still the eighth round's.
 * Environment (for experiments only): SAFETY_TRAIN_DRY=1 writes nothing; SAFETY_TRAIN_MISSES=1
 * prints the ids of cross-validation misses (training items only).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkUserMessage } from '../src/modules/companions/safety';
import { type LexiconStage, lexiconStage, withModel } from '../src/modules/companions/safety/classifier';
import { clip, encodeAll } from '../src/modules/companions/safety/encoder';
import {
  ACCEPTED_INSTEAD,
  type EvalItem,
  loadEvalSet,
  loadTestSet,
} from '../src/modules/companions/safety/eval-set';
import {
  LINEAR_CONFIG,
  type LinearExample,
  type LinearModel,
  trainLinear,
} from '../src/modules/companions/safety/linear';
import {
  features,
  linearModelOf,
  type RiskModel,
  type ShippedModel,
} from '../src/modules/companions/safety/model';
import {
  benignByNeighbours,
  type Neighbour,
  type NeighbourMemory,
  type NeighbourParams,
  nearest,
  packMemory,
  unpackMemory,
} from '../src/modules/companions/safety/neighbours';
import { dropTestOverlap } from '../src/modules/companions/safety/train-guard';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../src/modules/companions/safety');
type Item = Pick<EvalItem, 'id' | 'category' | 'lang' | 'turns'>;

/** Fifth round, second run: the statistical layer may cost at most this share of benign items beyond the lexicon's own false alarms. */
const BENIGN_MARGIN = 0.015;
/** Thresholds tried: −3 … 10 log2 odds (below 0 since the fourth round). */
const GRID = Array.from({ length: 53 }, (_, i) => -3 + i * 0.25);
/** Logistic regressions (naive Bayes, which never reached the benign target, was dropped in the fifth round). */
type Candidate = { name: string; l2: number; alpha?: number; pools?: string[] };
/**
 * Twelfth round: only the shipped configuration and the encoder models on the newest pools are
 * tried (the folds are now one per author or round, eleven of them, so each candidate costs about
 * twice as much; the older pools lost every earlier round).
 */
const CANDIDATES: Candidate[] = [
  // Fifteenth round: the shipped configuration only, with the nearest-neighbour check's grid (header).
  { name: 'logistic regression + encoder ×4, L2 1e-4', l2: 1e-4, alpha: 4, pools: ['all'] },
];
/** Eighteenth round: a validation set instead of the cross-validation (header). */
const VALIDATION_ROUND = true;
const VALIDATION_THRESHOLDS = [0, 0.5, 1, 1.5, 2, 3];
const VALIDATION_POOL = 'all + tx9 … tx14';
/** Fifteenth round: the nearest-neighbour check's settings are chosen instead of a model (header). */
const VETO_ROUND = true;
/** Fifteenth round: the nearest-neighbour check's settings tried (header). */
type VetoSetting = NeighbourParams & { threshold: number };
const VETO_GRID: VetoSetting[] = [];
// Sixteenth round's grid (header); the fifteenth's was threshold 0.5-1.25, k 3/5/9, cosine 0.5-0.8, share 0.8/1.
for (const threshold of [0.75, 1, 1.25])
  for (const k of [5, 9])
    for (const minSim of [0.5, 0.6, 0.7])
      for (const share of [0.8, 1])
        for (const ceiling of [4, 8, null])
          for (const duplicate of [0.95, null])
            VETO_GRID.push({ threshold, k, minSim, share, ceiling, duplicate });
const vetoName = (v: VetoSetting) =>
  `threshold ${v.threshold}, k ${v.k}, cosine ≥ ${v.minSim}, share ≥ ${v.share}, ceiling ${v.ceiling ?? 'none'}, duplicate ${v.duplicate ?? 'off'}`;
/** The encoder's vectors of every text the script reads (computed once in main). */
let vectors = new Map<string, Float32Array>();
const vectorIn = (text: string) => vectors.get(clip(text));
/** Where a training item comes from: the base examples, then each later round's or author's prefix. */
type Source =
  | 'base'
  | 'tx3'
  | 'tx4a'
  | 'tx4b'
  | 'tx9'
  | 'tx10'
  | 'tx11'
  | 'tx12a'
  | 'tx12b'
  | 'tx13a'
  | 'tx13b'
  | 'tx14a'
  | 'tx14b';
const LATER: Source[] = [
  'tx14a',
  'tx14b',
  'tx13a',
  'tx13b',
  'tx12a',
  'tx12b',
  'tx11',
  'tx10',
  'tx9',
  'tx4a',
  'tx4b',
  'tx3',
];
const sourceOf = (id: string): Source => LATER.find((s) => id.startsWith(`${s}-`)) ?? 'base';
const NEWER = new Set<Source>(['tx9', 'tx10', 'tx11', 'tx12a', 'tx12b', 'tx13a', 'tx13b', 'tx14a', 'tx14b']);
/** Items written for a later round: in no pool and no fold (see main); none since the fourteenth round. */
const NEXT = new Set<Source>([]);
const POOLS: { name: string; has: (s: Source) => boolean }[] = [
  { name: 'all', has: (s) => !NEWER.has(s) },
  { name: 'all + tx9 + tx10 + tx11', has: (s) => !/^tx1[234]/.test(s) && !NEXT.has(s) },
  { name: 'all + tx9 … tx12', has: (s) => !/^tx1[34]/.test(s) && !NEXT.has(s) },
  { name: 'all + tx9 … tx13', has: (s) => !s.startsWith('tx14') && !NEXT.has(s) },
  { name: 'all + tx9 … tx14', has: (s) => !NEXT.has(s) },
];
/**
 * Twelfth round: the cross-validation's folds are the authors and rounds, one fold each (the
 * development half, the `tx-` and `tx2-` examples, and each later prefix), so that every item is
 * judged by a model that saw nothing its author wrote in that sitting.
 */
const groupOf = (id: string): string => {
  const s = sourceOf(id);
  if (s !== 'base') return s;
  return id.startsWith('tx2-') ? 'tx2' : id.startsWith('tx-') ? 'tx' : 'dev';
};
/** Ninth round: the shipped model (its candidate, pool and threshold), the baseline of the rule. */
const SHIPPED = { name: 'logistic regression + encoder ×4, L2 1e-4', pool: 'all', threshold: 1.25 };
const LABELS = [
  'self-harm',
  'grooming',
  'sexual',
  'abuse',
  'eating',
  'bullying',
  'drugs',
  'violence',
  'benign',
];

/** Training texts of an item and their labels: each turn, and a multi-turn conversation as one text (as the classifier reads it). */
function exampleTexts(items: Item[]): [string, string][] {
  const out: [string, string][] = [];
  for (const it of items) {
    // Multi-turn risky items: the conversation as one text (an earlier turn alone may be harmless).
    if (it.turns.length === 1 || it.category === 'benign')
      for (const t of it.turns) out.push([t, it.category]);
    if (it.turns.length > 1) out.push([it.turns.join('\n'), it.category]);
  }
  return out;
}

function examples(items: Item[]): LinearExample[] {
  return exampleTexts(items).map(([text, label]) => {
    const vector = vectorIn(text);
    return vector ? { features: features(text), label, vector } : { features: features(text), label };
  });
}

/** Fifteenth round: the nearest-neighbour memory of these items, packed as shipped (neighbours.ts). */
function memoryOf(items: Item[], params: NeighbourParams): NeighbourMemory {
  const entries: { vector: Float32Array; benign: boolean }[] = [];
  for (const [text, label] of exampleTexts(items)) {
    const vector = vectorIn(text);
    if (vector) entries.push({ vector, benign: label === 'benign' });
  }
  return packMemory(entries, params);
}

const trainLr = (items: Item[], l2 = LINEAR_CONFIG.l2, alpha = 0): LinearModel =>
  trainLinear(examples(items), LABELS, { ...LINEAR_CONFIG, l2, alpha });

/** The candidate's model at a threshold, its odds remembered per text (the grid re-reads them). */
function trained(c: Candidate, items: Item[]): (threshold: number) => RiskModel {
  const base = linearModelOf(trainLr(items, c.l2, c.alpha), 0, vectorIn);
  const memo = new Map<string, ReturnType<RiskModel['odds']>>();
  const odds = (text: string) => {
    let o = memo.get(text);
    if (!o) {
      o = base.odds(text);
      memo.set(text, o);
    }
    return o;
  };
  return (threshold) => ({ threshold, odds });
}

/** The lexicon's stage of each turn of an item (read once; the model is tried per threshold). */
function stagesOf(item: Item): LexiconStage[] {
  return item.turns.map((t, i) => lexiconStage(item.turns.slice(0, i), t));
}

/** Whether the whole classifier with this model gets the item right (turn by turn, as in the chat). */
function correct(item: Item, stages: LexiconStage[], model: RiskModel | null): boolean {
  if (item.category === 'benign')
    return item.turns.every((t, i) => withModel(stages[i] as LexiconStage, t, model).primary === null);
  const last = item.turns.length - 1;
  const r = withModel(stages[last] as LexiconStage, item.turns[last] as string, model);
  const accepted = [item.category, ...(ACCEPTED_INSTEAD[item.category] ?? [])];
  return r.primary !== null && accepted.includes(r.primary);
}

type Tally = { risky: number; benign: number; perCat: Map<string, number>; missed: string[] };
const pct = (a: number, b: number) => `${a}/${b} ${((100 * a) / Math.max(b, 1)).toFixed(1)}%`;

/** Eighteenth round (header): the candidates on the validation set, the rule, and --ship. */
async function validationRound(items: Item[]) {
  const validation = (JSON.parse(readFileSync(join(dir, 'validation-tx18.json'), 'utf8')) as Item[]).map(
    (it) => ({ ...it, turns: it.turns.map((t) => checkUserMessage(t).masked) }),
  );
  const pool = POOLS.find((p) => p.name === VALIDATION_POOL) as (typeof POOLS)[number];
  const final = items.filter((it) => pool.has(sourceOf(it.id)));
  const stagesV = new Map(validation.map((it) => [it.id, stagesOf(it)]));
  const texts = exampleTexts(final).map(([t]) => t);
  for (const it of validation)
    it.turns.forEach((t, i) => {
      texts.push(t);
      const prior = stagesV.get(it.id)?.[i]?.prior ?? [];
      if (prior.length) texts.push([...prior, t].join('\n'));
    });
  const encStarted = Date.now();
  vectors = await encodeAll(texts);
  console.log(`Encoder: ${vectors.size} texts in ${((Date.now() - encStarted) / 1000).toFixed(1)} s`);
  const risky = validation.filter((it) => it.category !== 'benign').length;
  console.log(
    `Validation set: ${validation.length} items (${risky} risky, ${validation.length - risky} benign); training pool ${VALIDATION_POOL}: ${final.length} items`,
  );
  const tally = (model: RiskModel | null): Tally => {
    const t: Tally = { risky: 0, benign: 0, perCat: new Map(), missed: [] };
    for (const it of validation) {
      if (!correct(it, stagesV.get(it.id) ?? [], model)) {
        t.missed.push(it.id);
        continue;
      }
      if (it.category === 'benign') t.benign += 1;
      else t.risky += 1;
      t.perCat.set(it.category, (t.perCat.get(it.category) ?? 0) + 1);
    }
    return t;
  };
  const line = (t: Tally) =>
    `risky ${t.risky}/${risky}, benign ${t.benign}/${validation.length - risky}; ${LABELS.filter(
      (l) => l !== 'benign',
    )
      .map((l) => `${l} ${t.perCat.get(l) ?? 0}`)
      .join(', ')}`;
  const sc = (t: Tally, c: string) => t.perCat.get(c) ?? 0;
  const shippedJson = JSON.parse(readFileSync(join(dir, 'model.json'), 'utf8')) as ShippedModel;
  const memory = (
    JSON.parse(readFileSync(join(dir, 'neighbours.json'), 'utf8')) as { memory: NeighbourMemory | null }
  ).memory;
  const shipped = tally(
    linearModelOf(shippedJson.lr as LinearModel, shippedJson.threshold, vectorIn, memory),
  );
  console.log(`Lexicon alone: ${line(tally(null))}`);
  console.log(`Shipped model at ${shippedJson.threshold}: ${line(shipped)}`);
  const lr = trainLr(final, 1e-4, 4);
  const candidates = VALIDATION_THRESHOLDS.map((threshold) => ({
    threshold,
    t: tally(linearModelOf(lr, threshold, vectorIn, memory)),
  }));
  for (const { threshold, t } of candidates)
    console.log(`Trained on ${VALIDATION_POOL} at ${threshold}: ${line(t)}`);
  const eligible = candidates
    .filter(
      ({ t }) =>
        sc(t, 'self-harm') >= sc(shipped, 'self-harm') &&
        sc(t, 'grooming') >= sc(shipped, 'grooming') &&
        t.risky >= shipped.risky &&
        t.benign > shipped.benign,
    )
    .sort((a, b) => b.t.benign - a.t.benign || b.threshold - a.threshold);
  const rankArg = process.argv.indexOf('--rank');
  const rank = rankArg >= 0 ? Number(process.argv[rankArg + 1]) : 1;
  console.log(
    `Eligible in the rule's order: ${eligible.map((e, i) => `${i + 1}. at ${e.threshold} (risky ${e.t.risky}, benign ${e.t.benign})`).join('; ') || 'none'}`,
  );
  const best = eligible[rank - 1];
  if (!best) {
    console.log('No candidate is eligible: model.json unchanged');
    return;
  }
  console.log(
    `Chosen (rank ${rank}): trained on ${VALIDATION_POOL} at ${best.threshold} (rule in the header)`,
  );
  if (process.env.SAFETY_TRAIN_DRY === '1' || !process.argv.includes('--ship')) {
    console.log('model.json unchanged (pass --ship to write it)');
    return;
  }
  const trainedOn = createHash('sha256')
    .update(JSON.stringify(final.map((i) => [i.id, i.category, i.turns])))
    .digest('hex');
  const out: ShippedModel = { kind: 'lr', threshold: best.threshold, trainedOn, lr };
  writeFileSync(join(dir, 'model.json'), `${JSON.stringify(out)}\n`);
  console.log(`Wrote model.json (training data sha256 ${trainedOn}; ${final.length} items)`);
}

async function main() {
  const dev = loadEvalSet().filter((i) => i.half === 'dev');
  const rawExtra = JSON.parse(readFileSync(join(dir, 'train-extra.json'), 'utf8')) as Item[];
  // The guard: training items equal to a test item (normalised) are dropped; only the count is printed.
  const testItems = [
    ...loadEvalSet().filter((i) => i.half === 'heldout'),
    ...(loadTestSet('v2')?.items ?? []),
    ...(loadTestSet('v3')?.items ?? []),
    ...(loadTestSet('v4')?.items ?? []),
  ];
  const guarded = dropTestOverlap([...dev, ...rawExtra], testItems);
  console.log(
    `Guard: ${guarded.dropped} training items dropped (normalised text equal to a held-out/v2/v3/v4 item; ${testItems.length} test items compared)`,
  );
  // The items written for the next round (NEXT) are left out of this round's runs entirely.
  const items: Item[] = guarded.kept
    .filter((i) => !NEXT.has(sourceOf(i.id)))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  // Twelfth round: one fold per author or round (groupOf); the same folds for every candidate.
  const groups = [...new Set(items.map((i) => groupOf(i.id)))].sort();
  console.log(`Folds (one per author or round): ${groups.join(', ')}`);
  const benignTotal = items.filter((i) => i.category === 'benign').length;
  const riskyTotal = items.length - benignTotal;
  const count = (cat: string) => items.filter((i) => i.category === cat).length;
  const bySource = new Map<Source, number>();
  for (const it of items) bySource.set(sourceOf(it.id), (bySource.get(sourceOf(it.id)) ?? 0) + 1);
  console.log(
    `Training items after the guard: ${items.length} (${benignTotal} benign); by source: ${[...bySource].map(([s, n]) => `${s} ${n}`).join(', ')}`,
  );

  if (VALIDATION_ROUND) {
    await validationRound(items);
    return;
  }
  const stages = new Map<string, LexiconStage[]>(items.map((it) => [it.id, stagesOf(it)]));
  // The encoder's vectors of every text a model is trained on or asked about (eighth round).
  const texts: string[] = [];
  for (const it of items) {
    texts.push(...it.turns, it.turns.join('\n'));
    it.turns.forEach((t, i) => {
      const prior = stages.get(it.id)?.[i]?.prior ?? [];
      if (prior.length) texts.push([...prior, t].join('\n'));
    });
  }
  const encStarted = Date.now();
  vectors = await encodeAll(texts);
  console.log(`Encoder: ${vectors.size} texts in ${((Date.now() - encStarted) / 1000).toFixed(1)} s`);
  let lexiconOnly = 0;
  for (const it of items)
    if (it.category !== 'benign' && correct(it, stages.get(it.id) ?? [], null)) lexiconOnly += 1;
  let lexiconBenign = 0;
  for (const it of items)
    if (it.category === 'benign' && correct(it, stages.get(it.id) ?? [], null)) lexiconBenign += 1;
  const benignTarget = lexiconBenign / benignTotal - BENIGN_MARGIN;
  console.log(
    `Lexicon alone (all items): risky ${pct(lexiconOnly, riskyTotal)}, benign ${pct(lexiconBenign, benignTotal)}; benign target for the model: ≥ ${(100 * benignTarget).toFixed(2)}%`,
  );

  type Result = {
    c: Candidate;
    pool: string;
    threshold: number;
    at: Tally;
    perSource: Map<Source, [number, number]>;
    /** Every threshold's tally (the tenth round's second rule reads them). */
    all: Map<number, Tally>;
  };
  const results: Result[] = [];
  let shippedTally: Tally | undefined;
  const vetoTallies = new Map<VetoSetting, Tally>(
    VETO_GRID.map((v) => [v, { risky: 0, benign: 0, perCat: new Map(), missed: [] }]),
  );
  for (const pool of POOLS)
    for (const c of CANDIDATES) {
      if (c.pools && !c.pools.includes(pool.name)) continue;
      const grid = GRID;
      const tallies = new Map<number, Tally>(
        grid.map((t) => [t, { risky: 0, benign: 0, perCat: new Map(), missed: [] }]),
      );
      const verdicts = new Map<number, Map<string, boolean>>(grid.map((t) => [t, new Map()]));
      const isShipped = c.name === SHIPPED.name && pool.name === SHIPPED.pool;
      for (const g of groups) {
        const at = trained(
          c,
          items.filter((it) => groupOf(it.id) !== g && pool.has(sourceOf(it.id))),
        );
        // Fifteenth round: the check's memory is every other fold's items (header).
        const packed = isShipped
          ? unpackMemory(
              memoryOf(
                items.filter((it) => groupOf(it.id) !== g),
                VETO_GRID[0] as NeighbourParams,
              ),
            )
          : null;
        const near = new Map<string, Neighbour[]>();
        const nearOf = (text: string): Neighbour[] => {
          let n = near.get(clip(text));
          if (!n) {
            const v = vectorIn(text);
            n = v && packed ? nearest(packed, v) : [];
            near.set(clip(text), n);
          }
          return n;
        };
        for (const it of items.filter((i) => groupOf(i.id) === g)) {
          const st = stages.get(it.id) ?? [];
          if (packed)
            for (const v of VETO_GRID) {
              const model: RiskModel = {
                ...at(v.threshold),
                vetoes: (text, odds) => benignByNeighbours(nearOf(text), v, odds),
              };
              if (!correct(it, st, model)) continue;
              const tally = vetoTallies.get(v) as Tally;
              if (it.category === 'benign') tally.benign += 1;
              else tally.risky += 1;
              tally.perCat.set(it.category, (tally.perCat.get(it.category) ?? 0) + 1);
            }
          for (const t of grid) {
            const ok = correct(it, st, at(t));
            verdicts.get(t)?.set(it.id, ok);
            const tally = tallies.get(t) as Tally;
            if (!ok) {
              tally.missed.push(it.id);
              continue;
            }
            if (it.category === 'benign') tally.benign += 1;
            else tally.risky += 1;
            tally.perCat.set(it.category, (tally.perCat.get(it.category) ?? 0) + 1);
          }
        }
      }
      const name = `${c.name}, trained on ${pool.name}`;
      console.log(
        `${name}: threshold  risky recall (CV, all items)   benign answered normally (CV, all items)`,
      );
      for (const t of grid) {
        const tally = tallies.get(t) as Tally;
        console.log(
          `  ${t.toFixed(2).padStart(6)}    ${pct(tally.risky, riskyTotal)}     ${pct(tally.benign, benignTotal)}`,
        );
      }
      let pick = grid.at(-1) as number;
      for (const t of grid)
        if ((tallies.get(t) as Tally).benign / benignTotal >= benignTarget - 1e-9) {
          pick = t;
          break;
        }
      const at = tallies.get(pick) as Tally;
      if (c.name === SHIPPED.name && pool.name === SHIPPED.pool)
        shippedTally = tallies.get(SHIPPED.threshold);
      // Per source at the chosen threshold: [right, of], risky and benign together.
      const perSource = new Map<Source, [number, number]>();
      for (const it of items) {
        const s = sourceOf(it.id);
        const [ok, n] = perSource.get(s) ?? [0, 0];
        perSource.set(s, [ok + (verdicts.get(pick)?.get(it.id) ? 1 : 0), n + 1]);
      }
      results.push({ c, pool: pool.name, threshold: pick, at, perSource, all: tallies });
      // Cross-validation misses (training items only, never test items), for the record.
      if (process.env.SAFETY_TRAIN_MISSES === '1') console.log(`  CV misses: ${at.missed.sort().join(' ')}`);
      console.log(
        `  chosen threshold (lowest with benign ≥ ${(100 * benignTarget).toFixed(2)}%): ${pick}; risky ${pct(at.risky, riskyTotal)}, benign ${pct(at.benign, benignTotal)}; per category: ${LABELS.filter(
          (l) => l !== 'benign',
        )
          .map((l) => `${l} ${pct(at.perCat.get(l) ?? 0, count(l))}`)
          .join(
            ', ',
          )}; right per source: ${[...perSource].map(([s, [ok, n]]) => `${s} ${pct(ok, n)}`).join(', ')}`,
      );
    }
  // Fifteenth round (header): the nearest-neighbour check's setting; the earlier rules are not run.
  if (VETO_ROUND) {
    const shipped = shippedTally as Tally;
    const sc = (t: Tally, c: string) => t.perCat.get(c) ?? 0;
    console.log(
      `Shipped model at ${SHIPPED.threshold}, no check: self-harm ${sc(shipped, 'self-harm')}, grooming ${sc(shipped, 'grooming')}, risky ${shipped.risky}, benign ${shipped.benign}`,
    );
    console.log('Nearest-neighbour check (CV, all items): setting  risky  benign  self-harm  grooming');
    for (const [v, t] of vetoTallies)
      console.log(
        `  ${vetoName(v).padEnd(84)} ${t.risky} ${t.benign} ${sc(t, 'self-harm')} ${sc(t, 'grooming')}`,
      );
    const ok = [...vetoTallies].filter(
      ([, t]) =>
        sc(t, 'self-harm') >= sc(shipped, 'self-harm') &&
        sc(t, 'grooming') >= sc(shipped, 'grooming') &&
        t.risky >= shipped.risky &&
        t.benign > shipped.benign,
    );
    ok.sort(
      ([a, ta], [b, tb]) =>
        tb.benign - ta.benign ||
        tb.risky - ta.risky ||
        b.threshold - a.threshold ||
        b.minSim - a.minSim ||
        b.k - a.k ||
        b.share - a.share ||
        (a.ceiling ?? 99) - (b.ceiling ?? 99) ||
        (a.duplicate === null ? 0 : 1) - (b.duplicate === null ? 0 : 1),
    );
    // Seventeenth round (header): the eligible settings in the rule's order; --rank N takes the Nth.
    console.log(
      "Eligible settings in the rule's order (CV): rank  setting  risky  benign  self-harm  grooming",
    );
    ok.slice(0, 20).forEach(([v, t], i) => {
      console.log(
        `  ${String(i + 1).padStart(2)}  ${vetoName(v).padEnd(84)} ${t.risky} ${t.benign} ${sc(t, 'self-harm')} ${sc(t, 'grooming')}`,
      );
    });
    const rankArg = process.argv.indexOf('--rank');
    const rank = rankArg >= 0 ? Number(process.argv[rankArg + 1]) : 1;
    const chosen = ok[rank - 1];
    if (!chosen) {
      console.log('No setting is eligible: model.json and neighbours.json unchanged');
      return;
    }
    const [v, t] = chosen;
    console.log(
      `Chosen: ${vetoName(v)}: risky ${pct(t.risky, riskyTotal)}, benign ${pct(t.benign, benignTotal)}; per category: ${LABELS.filter(
        (l) => l !== 'benign',
      )
        .map((l) => `${l} ${pct(t.perCat.get(l) ?? 0, count(l))}`)
        .join(', ')}`,
    );
    if (process.env.SAFETY_TRAIN_DRY === '1' || !process.argv.includes('--ship')) {
      console.log('model.json and neighbours.json unchanged (pass --ship to write them)');
      return;
    }
    const memory = memoryOf(items, {
      k: v.k,
      minSim: v.minSim,
      share: v.share,
      ceiling: v.ceiling ?? null,
      duplicate: v.duplicate ?? null,
    });
    writeFileSync(join(dir, 'neighbours.json'), `${JSON.stringify({ memory })}\n`);
    const current = JSON.parse(readFileSync(join(dir, 'model.json'), 'utf8')) as ShippedModel;
    writeFileSync(join(dir, 'model.json'), `${JSON.stringify({ ...current, threshold: v.threshold })}\n`);
    console.log(
      `Wrote neighbours.json (${memory.benign.length} training messages, ${[...memory.benign].filter((b) => b === '1').length} benign) and model.json's threshold ${v.threshold}`,
    );
    return;
  }
  // The selection rule (fixed beforehand, header; ninth round: against the shipped model at its threshold).
  const baseline = results.find((r) => r.pool === SHIPPED.pool && r.c.name === SHIPPED.name) as Result;
  const shipped = shippedTally as Tally;
  const cat = (r: Result, c: string) => r.at.perCat.get(c) ?? 0;
  const shippedCat = (c: string) => shipped.perCat.get(c) ?? 0;
  const eligible = results.filter(
    (r) => cat(r, 'self-harm') >= shippedCat('self-harm') && cat(r, 'grooming') >= shippedCat('grooming'),
  );
  const label = (r: Result) => `${r.c.name} trained on ${r.pool} at ${r.threshold}`;
  console.log(
    `Shipped model (${SHIPPED.name} trained on ${SHIPPED.pool} at ${SHIPPED.threshold}): self-harm ${shippedCat('self-harm')}, grooming ${shippedCat('grooming')}, risky ${shipped.risky}, benign ${shipped.benign}; eligible: ${eligible.map(label).join('; ') || 'none'}`,
  );
  // Tenth round, second rule (header): at equal recall, fewer false alarms. Each candidate at the
  // highest threshold where its cross-validated self-harm, grooming and risky recall are each at
  // least the shipped model's; eligible when it answers more benign items normally than the shipped
  // model does; the most benign items answered normally wins (ties: more risky found).
  const matched: Result[] = [];
  for (const r of results) {
    if (r === baseline) continue;
    let best: number | undefined;
    for (const [t, tally] of r.all) {
      const ok =
        (tally.perCat.get('self-harm') ?? 0) >= shippedCat('self-harm') &&
        (tally.perCat.get('grooming') ?? 0) >= shippedCat('grooming') &&
        tally.risky >= shipped.risky;
      if (ok && (best === undefined || t > best)) best = t;
    }
    if (best === undefined) continue;
    const at = r.all.get(best) as Tally;
    console.log(
      `  matched recall: ${r.c.name} trained on ${r.pool} at ${best}: self-harm ${at.perCat.get('self-harm') ?? 0}, grooming ${at.perCat.get('grooming') ?? 0}, risky ${at.risky}, benign ${at.benign}`,
    );
    if (at.benign > shipped.benign) matched.push({ ...r, threshold: best, at });
  }
  if (!eligible.length && !matched.length) {
    console.log('No candidate is eligible: model.json unchanged');
    return;
  }
  const best = eligible.length
    ? ([...eligible].sort(
        (a, b) =>
          b.at.risky - a.at.risky ||
          b.at.benign - a.at.benign ||
          (a === baseline ? -1 : b === baseline ? 1 : 0),
      )[0] as Result)
    : ([...matched].sort((a, b) => b.at.benign - a.at.benign || b.at.risky - a.at.risky)[0] as Result);
  if (!eligible.length) console.log('Second rule (equal recall, fewer false alarms):');
  console.log(`Chosen: ${label(best)} (rule in the header)`);
  if (process.env.SAFETY_TRAIN_DRY === '1') return;
  if (!process.argv.includes('--ship')) {
    console.log(
      'model.json unchanged (pass --ship to write the chosen model; header, "Outcome of the fifth round")',
    );
    return;
  }

  const pool = POOLS.find((p) => p.name === best.pool) as (typeof POOLS)[number];
  const final = items.filter((it) => pool.has(sourceOf(it.id)));
  const trainedOn = createHash('sha256')
    .update(JSON.stringify(final.map((i) => [i.id, i.category, i.turns])))
    .digest('hex');
  const { threshold } = best;
  const out: ShippedModel = { kind: 'lr', threshold, trainedOn, lr: trainLr(final, best.c.l2, best.c.alpha) };
  writeFileSync(join(dir, 'model.json'), `${JSON.stringify(out)}\n`);
  console.log(`Wrote model.json (training data sha256 ${trainedOn}; ${final.length} items)`);
}

await main();
