import {
  AGE_MAX,
  AGE_MIN,
  EDUCATION_CODES,
  EDUCATION_LABELS,
  GRADE_CODES,
  GRADE_LABELS,
} from '@pathscoop/contracts';
import type { SelectOption } from '../../../components/ui/select-field';

export const AGE_OPTIONS: SelectOption[] = Array.from({ length: AGE_MAX - AGE_MIN + 1 }, (_, i) => ({
  value: String(AGE_MIN + i),
  label: String(AGE_MIN + i),
}));

export const GRADE_OPTIONS: SelectOption[] = GRADE_CODES.map((code) => ({
  value: code,
  label: GRADE_LABELS[code],
}));

export const EDUCATION_OPTIONS: SelectOption[] = EDUCATION_CODES.map((code) => ({
  value: String(code),
  label: EDUCATION_LABELS[code],
}));
