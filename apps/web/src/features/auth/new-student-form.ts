import {
  DEFAULT_AGE,
  type NewStudentStep1Values,
  type NewStudentStep2Values,
  newStudentStep1Schema,
} from '@pathscoop/contracts';
import { restore, type SignupFormData, signupFormStorage } from './hooks/signup-form-storage';

export const STEP1_DEFAULTS: NewStudentStep1Values = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipcode: '',
  country: '',
  age: String(DEFAULT_AGE),
  grade: '',
};

/** `?affiliate_code=…` is carried between the steps. */
export function affiliateQuery(params: URLSearchParams): string {
  const code = params.get('affiliate_code');
  return code ? `?${new URLSearchParams({ affiliate_code: code })}` : '';
}

export const STEP2_DEFAULTS: NewStudentStep2Values = {
  password: '',
  confirm_password: '',
  favorite_ice_cream_flavor: '',
  careers: '',
  certainty: '',
  education: '',
  affiliate_code: '',
  is_read_terms_and_policies: false,
  allow_data_sharing: false,
};

/**
 * Step 1 as saved in local storage, or null when there is nothing usable: step 2 then sends the
 * visitor back to step 1.
 */
export function savedStep1(
  saved: SignupFormData | null = signupFormStorage.load(),
): NewStudentStep1Values | null {
  if (!saved) return null;
  const values = restore(STEP1_DEFAULTS, saved);
  return newStudentStep1Schema.safeParse(values).success ? values : null;
}
