import type {
  LegacyStudentPage1Values,
  LegacyStudentPage2Values,
  NewStudentStep1Values,
  NewStudentStep2Values,
  StudentSignupInput,
} from '@pathscoop/contracts';

import { tidyCareers } from './components/careers-field';

type Grade = NonNullable<StudentSignupInput['grade']>;

/** A blank or whitespace-only affiliate code is removed from the payload (spec part 1 §5). */
function withAffiliate<T extends object>(
  payload: T,
  code: string | undefined,
): T & { affiliate_code?: string } {
  const trimmed = code?.trim();
  return trimmed ? { ...payload, affiliate_code: trimmed } : payload;
}

function addressPart(v: Pick<NewStudentStep1Values, 'address' | 'city' | 'state' | 'zipcode' | 'country'>) {
  return {
    address: v.address.trim(),
    city: v.city.trim(),
    state: v.state.trim(),
    zipcode: v.zipcode.trim(),
    ...(v.country?.trim() ? { country: v.country.trim() } : {}),
  };
}

/** POST signup/ body of the new two-step student form (education as a number). */
export function buildStudentSignupPayload(
  step1: NewStudentStep1Values,
  step2: NewStudentStep2Values,
): StudentSignupInput {
  return withAffiliate(
    {
      role: 'Student' as const,
      first_name: step1.first_name.trim(),
      last_name: step1.last_name.trim(),
      email: step1.email.trim(),
      phone: step1.phone.trim(),
      ...addressPart(step1),
      age: Number(step1.age),
      grade: step1.grade as Grade,
      password: step2.password,
      confirm_password: step2.confirm_password,
      favorite_ice_cream_flavor: step2.favorite_ice_cream_flavor.trim(),
      careers: tidyCareers(step2.careers),
      certainty: Number(step2.certainty),
      education: Number(step2.education),
      is_read_terms_and_policies: step2.is_read_terms_and_policies as true,
      allow_data_sharing: step2.allow_data_sharing,
    },
    step2.affiliate_code,
  );
}

/** POST signup/ body of the older two-page form (no grade or education). */
export function buildLegacyStudentSignupPayload(
  page1: LegacyStudentPage1Values,
  page2: LegacyStudentPage2Values,
): StudentSignupInput {
  return withAffiliate(
    {
      role: 'Student' as const,
      first_name: page1.first_name.trim(),
      last_name: page1.last_name.trim(),
      email: page1.email.trim(),
      phone: page1.phone.trim(),
      ...addressPart(page1),
      age: Number(page1.age),
      password: page2.password,
      confirm_password: page2.confirm_password,
      favorite_ice_cream_flavor: page2.favorite_ice_cream_flavor.trim(),
      careers: tidyCareers(page2.careers),
      certainty: Number(page2.certainty),
      is_read_terms_and_policies: page2.is_read_terms_and_policies as true,
      allow_data_sharing: page2.allow_data_sharing,
    },
    page2.affiliate_code,
  );
}
