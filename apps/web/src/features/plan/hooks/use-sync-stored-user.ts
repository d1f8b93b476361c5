import type { Profile } from '@pathscoop/contracts';
import { useEffect } from 'react';
import { authStorage } from '../../../lib/auth-storage';

/**
 * Keeps the stored user's plan in step with GET profile/: a plan bought through Stripe is set by
 * the webhook on the server, so the copy saved at sign-in (read by the top navigation's 'Pricing
 * Plan' rule) is refreshed here.
 */
export function useSyncStoredUser(profile: Profile | undefined) {
  useEffect(() => {
    if (!profile) return;
    const stored = authStorage.getUser();
    if (!stored || stored.id !== profile.id) return;
    if (stored.pricing_plan === profile.pricing_plan && stored.affiliate_code === profile.affiliate_code)
      return;
    authStorage.setUser({
      ...stored,
      pricing_plan: profile.pricing_plan,
      affiliate_code: profile.affiliate_code,
    });
  }, [profile]);
}
