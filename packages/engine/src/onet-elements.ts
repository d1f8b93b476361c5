/**
 * The O*NET 29.3 content-model elements the engine uses, with plain-language phrases for
 * explanations. Ids and names are O*NET's (Content Model Reference.txt); phrases are ours.
 */
import type { ElementId, RiasecType } from './types';

export type ElementInfo = { id: ElementId; name: string; phrase: string };

/** Interests.txt element ids (scale OI) and the IH high-point numbering 1..6. */
export const RIASEC_ELEMENTS: Record<RiasecType, { id: ElementId; highPoint: number; phrase: string }> = {
  Realistic: { id: '1.B.1.a', highPoint: 1, phrase: 'hands-on, practical work' },
  Investigative: { id: '1.B.1.b', highPoint: 2, phrase: 'figuring out how things work' },
  Artistic: { id: '1.B.1.c', highPoint: 3, phrase: 'creating and expressing ideas' },
  Social: { id: '1.B.1.d', highPoint: 4, phrase: 'helping and teaching people' },
  Enterprising: { id: '1.B.1.e', highPoint: 5, phrase: 'leading, persuading and starting things' },
  Conventional: { id: '1.B.1.f', highPoint: 6, phrase: 'organizing information and following clear steps' },
};

/** The 35 skills of Skills.txt (scales IM 1-5 and LV 0-7). */
export const SKILL_ELEMENTS: ElementInfo[] = [
  { id: '2.A.1.a', name: 'Reading Comprehension', phrase: 'reading and understanding documents' },
  { id: '2.A.1.b', name: 'Active Listening', phrase: 'listening closely' },
  { id: '2.A.1.c', name: 'Writing', phrase: 'writing clearly' },
  { id: '2.A.1.d', name: 'Speaking', phrase: 'explaining things out loud' },
  { id: '2.A.1.e', name: 'Mathematics', phrase: 'math' },
  { id: '2.A.1.f', name: 'Science', phrase: 'science' },
  { id: '2.A.2.a', name: 'Critical Thinking', phrase: 'thinking problems through' },
  { id: '2.A.2.b', name: 'Active Learning', phrase: 'learning new things quickly' },
  { id: '2.A.2.c', name: 'Learning Strategies', phrase: 'finding good ways to learn and teach' },
  { id: '2.A.2.d', name: 'Monitoring', phrase: 'keeping an eye on how work is going' },
  { id: '2.B.1.a', name: 'Social Perceptiveness', phrase: 'reading how people feel' },
  { id: '2.B.1.b', name: 'Coordination', phrase: 'working in step with a team' },
  { id: '2.B.1.c', name: 'Persuasion', phrase: 'convincing people' },
  { id: '2.B.1.d', name: 'Negotiation', phrase: 'settling disagreements' },
  { id: '2.B.1.e', name: 'Instructing', phrase: 'teaching others' },
  { id: '2.B.1.f', name: 'Service Orientation', phrase: 'looking for ways to help people' },
  { id: '2.B.2.i', name: 'Complex Problem Solving', phrase: 'solving tricky problems' },
  { id: '2.B.3.a', name: 'Operations Analysis', phrase: 'working out what a design needs' },
  { id: '2.B.3.b', name: 'Technology Design', phrase: 'designing and inventing things' },
  { id: '2.B.3.c', name: 'Equipment Selection', phrase: 'choosing the right tools' },
  { id: '2.B.3.d', name: 'Installation', phrase: 'setting up equipment' },
  { id: '2.B.3.e', name: 'Programming', phrase: 'coding' },
  { id: '2.B.3.g', name: 'Operations Monitoring', phrase: 'watching that machines run properly' },
  { id: '2.B.3.h', name: 'Operation and Control', phrase: 'operating machines and vehicles' },
  { id: '2.B.3.j', name: 'Equipment Maintenance', phrase: 'looking after equipment' },
  { id: '2.B.3.k', name: 'Troubleshooting', phrase: 'finding out why something is not working' },
  { id: '2.B.3.l', name: 'Repairing', phrase: 'fixing things' },
  { id: '2.B.3.m', name: 'Quality Control Analysis', phrase: 'checking quality' },
  { id: '2.B.4.e', name: 'Judgment and Decision Making', phrase: 'making sound decisions' },
  { id: '2.B.4.g', name: 'Systems Analysis', phrase: 'understanding how systems work' },
  { id: '2.B.4.h', name: 'Systems Evaluation', phrase: 'judging how well a system works' },
  { id: '2.B.5.a', name: 'Time Management', phrase: 'managing time' },
  { id: '2.B.5.b', name: 'Management of Financial Resources', phrase: 'handling money and budgets' },
  { id: '2.B.5.c', name: 'Management of Material Resources', phrase: 'managing supplies and equipment' },
  { id: '2.B.5.d', name: 'Management of Personnel Resources', phrase: 'leading and motivating people' },
];

/** The 16 work styles of Work Styles.txt (scale IM 1-5). */
export const WORK_STYLE_ELEMENTS: ElementInfo[] = [
  { id: '1.C.1.a', name: 'Achievement/Effort', phrase: 'setting yourself challenging goals' },
  { id: '1.C.1.b', name: 'Persistence', phrase: 'sticking with hard problems' },
  { id: '1.C.1.c', name: 'Initiative', phrase: 'taking on new challenges' },
  { id: '1.C.2.b', name: 'Leadership', phrase: 'taking the lead' },
  { id: '1.C.3.a', name: 'Cooperation', phrase: 'being a good team player' },
  { id: '1.C.3.b', name: 'Concern for Others', phrase: 'caring about how others feel' },
  { id: '1.C.3.c', name: 'Social Orientation', phrase: 'working with other people' },
  { id: '1.C.4.a', name: 'Self-Control', phrase: 'keeping your cool' },
  { id: '1.C.4.b', name: 'Stress Tolerance', phrase: 'staying calm under pressure' },
  { id: '1.C.4.c', name: 'Adaptability/Flexibility', phrase: 'handling change and variety' },
  { id: '1.C.5.a', name: 'Dependability', phrase: 'being reliable' },
  { id: '1.C.5.b', name: 'Attention to Detail', phrase: 'paying attention to detail' },
  { id: '1.C.5.c', name: 'Integrity', phrase: 'being honest and fair' },
  { id: '1.C.6', name: 'Independence', phrase: 'working on your own' },
  { id: '1.C.7.a', name: 'Innovation', phrase: 'coming up with new ideas' },
  { id: '1.C.7.b', name: 'Analytical Thinking', phrase: 'thinking logically' },
];

/** The 6 work values of Work Values.txt (scale EX 1-7; VH high points numbered 1..6). */
export const WORK_VALUE_ELEMENTS: ElementInfo[] = [
  { id: '1.B.2.a', name: 'Achievement', phrase: 'seeing the results of your work' },
  { id: '1.B.2.b', name: 'Working Conditions', phrase: 'a steady, well-paid job' },
  { id: '1.B.2.c', name: 'Recognition', phrase: 'recognition and room to move up' },
  { id: '1.B.2.d', name: 'Relationships', phrase: 'friendly co-workers and helping others' },
  { id: '1.B.2.e', name: 'Support', phrase: 'a supportive boss' },
  { id: '1.B.2.f', name: 'Independence', phrase: 'making your own decisions' },
];

const byId = new Map<ElementId, ElementInfo>(
  [...SKILL_ELEMENTS, ...WORK_STYLE_ELEMENTS, ...WORK_VALUE_ELEMENTS].map((e) => [e.id, e]),
);

/** Name and phrase of a skill, work style or work value element (undefined if unknown). */
export function elementInfo(id: ElementId): ElementInfo | undefined {
  return byId.get(id);
}
