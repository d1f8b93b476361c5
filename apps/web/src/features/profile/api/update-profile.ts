import type { AuthUser, Profile } from '@pathscoop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';
import { profileQueryOptions } from './get-profile';

/** PATCH profile/ — the profile fields (JSON) or a picture (multipart form with profile_image). */
export function updateProfile(body: Record<string, unknown> | FormData): Promise<Profile> {
  if (body instanceof FormData) return apiRequest<Profile>('profile/', { method: 'PATCH', body });
  return api.patch<Profile>('profile/', body);
}

/** Keeps the stored user (top bar: name, picture) in step with the saved profile. */
function syncStoredUser(profile: Profile) {
  const user = authStorage.getUser();
  if (!user) return;
  const next: AuthUser = {
    ...user,
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email,
    image: profile.profile_image ?? profile.image,
  };
  authStorage.setUser(next);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryOptions.queryKey, profile);
      syncStoredUser(profile);
    },
  });
}
