import type { MentorFeedback, MentorSession } from '@pathscoop/contracts';
import { ACTIVE_STATUSES, type SessionView } from './sessions.repo';

/**
 * What each side may see of a session. A mentor gets the student's first name and last initial,
 * grade and the topic, never e-mail, phone, address or last name (docs/mentorship.md
 * "Safeguards"); this presenter is an allow-list, and tests check every mentor-facing response.
 */
export const shortName = (first: string | null, last: string | null) =>
  first ? `${first}${last?.trim() ? ` ${last.trim()[0]!.toUpperCase()}.` : ''}` : null;

export function presentSession(
  s: SessionView,
  viewer: 'student' | 'mentor' | 'operator',
  now: Date,
): MentorSession {
  const when = s.scheduled_at ?? s.preferred_at;
  return {
    id: s.id,
    topic: s.topic,
    datetime: when ? when.toISOString() : null,
    is_active: ACTIVE_STATUSES.includes(s.status),
    mentor: s.mentor_id,
    mentor_name: shortName(s.mentor_first, s.mentor_last),
    student: shortName(s.student_first, s.student_last) ?? '',
    student_grade: viewer === 'student' ? null : s.student_grade,
    status: s.status,
    career_code: s.career_code,
    offered_times: s.offered_times.map((d) => d.toISOString()),
    meeting_url: s.status === 'scheduled' || s.status === 'held' ? s.meeting_url : null,
    rating: viewer === 'student' || s.status === 'held' ? s.rating : null,
    rating_comment: s.rating_comment,
    has_feedback: s.feedback_id !== null,
    created_at: s.created_at.toISOString(),
    can_mark_held:
      viewer === 'mentor' &&
      s.status === 'scheduled' &&
      s.scheduled_at !== null &&
      s.scheduled_at.getTime() <= now.getTime(),
  };
}

export type FeedbackView = {
  id: number;
  created_at: Date;
  topic: string;
  message: string;
  session_id: number;
  mentor_id: number | null;
  mentor_first: string | null;
  rating: number | null;
  rating_comment: string;
};

export function presentFeedback(f: FeedbackView, viewer: 'student' | 'mentor'): MentorFeedback {
  return {
    id: f.id,
    created_at: f.created_at.toISOString(),
    topic: f.topic,
    message: f.message,
    mentor_session: f.session_id,
    mentor: { id: f.mentor_id, first_name: f.mentor_first ?? '' },
    rating: viewer === 'mentor' ? f.rating : null,
    rating_comment: viewer === 'mentor' ? f.rating_comment : '',
  };
}
