import { type MentorFeedback, mentorFeedbackPageSchema } from '@pathscoop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type FeedbackOrdering = '-created_at' | 'created_at';

/** GET mentor_feedbacks/ — newest first by default ('Date high to low'). */
export async function getFeedbacks(ordering: FeedbackOrdering): Promise<MentorFeedback[]> {
  return mentorFeedbackPageSchema.parse(
    await api.get<unknown>('mentor_feedbacks/', { ordering, per_page: 100 }),
  ).results;
}
export const feedbacksQuery = (ordering: FeedbackOrdering) =>
  queryOptions({ queryKey: ['mentor-feedbacks', ordering], queryFn: () => getFeedbacks(ordering) });
export const useFeedbacks = (ordering: FeedbackOrdering) => useQuery(feedbacksQuery(ordering));
