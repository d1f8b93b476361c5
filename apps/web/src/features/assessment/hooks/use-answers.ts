import { useCallback, useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { markAssessmentStarted } from '../api/mark-started';
import {
  type AnswerState,
  BUCKETS,
  type Bucket,
  emptyState,
  NONE,
  readStoredAnswers,
  writeStoredAnswers,
} from '../lib/answers';

/** The answers, restored from local storage on load and written back on every change. */
export function useAnswers() {
  const [state, setState] = useState<AnswerState>(readStoredAnswers);
  useEffect(() => writeStoredAnswers(state), [state]);

  const setAnswer = useCallback((questionId: number, value: number) => {
    markAssessmentStarted();
    setState((s) => ({ ...s, answers: { ...s.answers, [questionId]: value } }));
  }, []);

  /** Puts a skill into a bucket (or back into the pool with `null`). */
  const placeSkill = useCallback((skillId: number, bucket: Bucket | null) => {
    setState((s) => {
      const buckets = { ...s.buckets };
      for (const b of BUCKETS) buckets[b] = buckets[b].filter((id) => id !== skillId);
      if (bucket !== null) buckets[bucket] = [...buckets[bucket], skillId];
      return { ...s, buckets };
    });
  }, []);

  /** Scenario 4: put a type into slot 0-2, or back to the pool with `null`. 'None' stands alone. */
  const placeType = useCallback((name: string, slot: number | null) => {
    setState((s) => {
      if (name === NONE) return { ...s, ranking: slot === null ? [] : [NONE] };
      const slots = s.ranking[0] === NONE ? ['', '', ''] : [0, 1, 2].map((i) => s.ranking[i] ?? '');
      const next = slots.map((t) => (t === name ? '' : t));
      if (slot !== null) next[slot] = name;
      return { ...s, ranking: next.every((t) => t === '') ? [] : next };
    });
  }, []);

  /** After a successful submission the stored answers are cleared (a retake starts afresh). */
  const reset = useCallback(() => {
    localStorage.removeItem(STORAGE_KEYS.scenarios);
    setState(emptyState());
  }, []);

  return { state, setAnswer, placeSkill, placeType, reset };
}
