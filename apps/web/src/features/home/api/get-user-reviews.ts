import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A testimonial as `GET user-reviews/` returns it (spec: id, image, name, title, review). */
export type UserReview = {
  id: number;
  image: string | null;
  name: string;
  title: string;
  review: string;
};

export type UserReviewPage = {
  count: number;
  next: string | null;
  previous: string | null;
  results: UserReview[];
};

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
