import type { UserReviewPage } from '@pathscoop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type StoryAudience = 'student' | 'parent';

/** GET user-reviews/?audience=student|parent — the stories of /stories (one page holds them all). */
export function getStories(audience: StoryAudience) {
  return api.get<UserReviewPage>('user-reviews/', { audience, per_page: 100 });
}

export function useStories(audience: StoryAudience) {
  return useQuery({ queryKey: ['user-reviews', 'stories', audience], queryFn: () => getStories(audience) });
}
