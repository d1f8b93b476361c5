/** Browser storage keys fixed by the spec ({product}_AUTH_ACCESS …). */
export const STORAGE_KEYS = {
  access: 'PATHSCOOP_AUTH_ACCESS',
  refresh: 'PATHSCOOP_AUTH_REFRESH',
  user: 'PATHSCOOP_USER',
  scenarios: 'scenarios',
  signupFormData: 'signupFormData',
  firstSeen: 'PATHSCOOP_FIRST_SEEN',
} as const;
