import {
  type MentorPage1Values,
  type MentorPage2Values,
  type MentorSignupInput,
  normalizeUrl,
} from '@pathscoop/contracts';

/** POST signup/ body of the mentor form (spec part 1 §3: zipCode, Industry, shareDataCheck …). */
export function buildMentorSignupPayload(p1: MentorPage1Values, p2: MentorPage2Values): MentorSignupInput {
  return {
    role: 'Mentor',
    first_name: p1.first_name.trim(),
    last_name: p1.last_name.trim(),
    title: p1.title.trim(),
    email: p1.email.trim(),
    phone: p1.phone.trim(),
    Industry: Number(p1.Industry),
    tags: p1.tags,
    social_url: normalizeUrl(p1.social_url),
    address: p2.address.trim(),
    city: p2.city.trim(),
    state: p2.state.trim(),
    country: p2.country.trim(),
    zipCode: p2.zipCode.trim(),
    password: p2.password,
    confirm_password: p2.confirm_password,
    is_read_terms_and_policies: p2.is_read_terms_and_policies as true,
    shareDataCheck: p2.shareDataCheck,
  };
}
