import type { UserReview, UserReviewPage } from '@pathscoop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { UserReview, UserReviewPage };

/** The home page asks for three quotes per page (spec part 1 §2). */
export const HOME_REVIEWS_PER_PAGE = 3;

export function getUserReviews(perPage = HOME_REVIEWS_PER_PAGE) {
  return api.get<UserReviewPage>('user-reviews/', { per_page: perPage });
}

export const userReviewsQuery = (perPage = HOME_REVIEWS_PER_PAGE) =>
  queryOptions({ queryKey: ['user-reviews', { perPage }], queryFn: () => getUserReviews(perPage) });

export function useUserReviews(perPage = HOME_REVIEWS_PER_PAGE) {
  return useQuery(userReviewsQuery(perPage));
}
