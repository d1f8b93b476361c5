import { z } from 'zod';
import { pageOf } from './common';
import { INT4_MAX, integer, text } from './input';

/** O*NET-SOC code, e.g. 29-1141.00. */
export const ONET_CODE_PATTERN = /^\d{2}-\d{4}\.\d{2}$/;

export const AI_IMPACTS = ['L', 'M', 'H'] as const;
export const aiImpactSchema = z.enum(AI_IMPACTS);
export type AiImpact = z.infer<typeof aiImpactSchema>;
export const AI_IMPACT_LABELS: Record<AiImpact, string> = { L: 'Low', M: 'Moderate', H: 'High' };

export const RIASEC_NAMES = [
  'Realistic',
  'Investigative',
  'Artistic',
  'Social',
  'Enterprising',
  'Conventional',
] as const;

/** The credit the O*NET licence (CC BY 4.0) asks for, shown wherever recommendation data is shown. */
export const ONET_ATTRIBUTION =
  'This product includes information from the O*NET 29.3 Database by the U.S. Department of Labor, ' +
  'Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. ' +
  'O*NET® is a trademark of USDOL/ETA. Pathscoop has modified all or some of this information.';

export const CAREERS_PER_PAGE = 20;

/**
 * The career search's bounds (issue 24 #5): 100 characters and 12 words, enough for the longest
 * O*NET title ("First-Line Supervisors of Landscaping, Lawn Service, and Groundskeeping Workers").
 */
export const CAREER_SEARCH_MAX_WORDS = 12;

/** GET careers/?search=&page=&per_page= */
export const careerSearchQuerySchema = z.object({
  search: text(100)
    .trim()
    .refine(
      (v) => v.split(/\s+/).filter(Boolean).length <= CAREER_SEARCH_MAX_WORDS,
      `Ensure this field has no more than ${CAREER_SEARCH_MAX_WORDS} words.`,
    )
    .optional()
    .default(''),
  page: integer(z.number().int().min(1, 'Invalid page.').max(INT4_MAX, 'Invalid page.')).default(1),
  per_page: integer(
    z
      .number()
      .int()
      .min(1, 'Ensure this value is greater than or equal to 1.')
      .max(100, 'Ensure this value is less than or equal to 100.'),
  ).default(CAREERS_PER_PAGE),
});
export type CareerSearchQuery = z.input<typeof careerSearchQuerySchema>;

export const careerCodeParamSchema = z.object({
  code: text(10).regex(ONET_CODE_PATTERN, 'Enter an O*NET-SOC code such as 29-1141.00.'),
});

export const careerListItemSchema = z
  .object({
    code: z.string(),
    title: z.string(),
    description: z.string(),
    job_zone: z.number().int().nullable(),
    median_wage: z.number().int().nullable(),
    ai_impact: aiImpactSchema.nullable(),
    /** The alternate or reported title that matched the search, when it is not the title itself. */
    matched_title: z.string().nullable(),
  })
  .meta({ id: 'CareerListItem' });
export type CareerListItem = z.infer<typeof careerListItemSchema>;

export const careerListSchema = pageOf(careerListItemSchema);
export type CareerList = z.infer<typeof careerListSchema>;

const riasecScoresSchema = z.object({
  Realistic: z.number(),
  Investigative: z.number(),
  Artistic: z.number(),
  Social: z.number(),
  Enterprising: z.number(),
  Conventional: z.number(),
});

/** One rated element (skill, work style or work value) in O*NET units. */
const ratedElementSchema = z.object({ id: z.string(), name: z.string() });

export const careerDetailSchema = z
  .object({
    code: z.string(),
    title: z.string(),
    description: z.string(),
    job_zone: z
      .object({
        zone: z.number().int(),
        name: z.string(),
        education: z.string(),
        experience: z.string(),
        training: z.string(),
      })
      .nullable(),
    /** OI levels 1-7. */
    interests: riasecScoresSchema.nullable(),
    /** High-point code, e.g. 'SIC' (first letters of the first, second and third high points). */
    high_point_code: z.string().nullable(),
    /** The 35 skills: importance 1-5 and level 0-7. */
    skills: z.array(ratedElementSchema.extend({ importance: z.number(), level: z.number() })),
    /** The 16 work styles: importance 1-5. */
    work_styles: z.array(ratedElementSchema.extend({ importance: z.number() })),
    /** The 6 work values: extent 1-7. */
    work_values: z.array(ratedElementSchema.extend({ extent: z.number() })),
    /** The most-reported required level of education (O*NET RL category text). */
    typical_education: z.string().nullable(),
    /** BLS OEWS May 2021 national median annual wage in USD. */
    median_wage: z.number().int().nullable(),
    /**
     * 'top_coded': BLS reports the wage at or above the survey's top (show $208,000+);
     * 'unavailable': BLS has no estimate; 'broad_group': BLS reports only the SOC broad occupation,
     * whose median is given.
     */
    median_wage_note: z.enum(['top_coded', 'unavailable', 'broad_group']).nullable(),
    ai_impact: aiImpactSchema.nullable(),
    /** Share of tasks exposed to LLMs (Eloundou et al. 2023, human β rating), 0-1. */
    ai_exposure: z.number().nullable(),
    alternate_titles: z.array(z.string()),
    related_occupations: z.array(z.object({ code: z.string(), title: z.string(), tier: z.string() })),
    tasks: z.array(z.string()),
    hot_technologies: z.array(z.string()),
    /** Interest, skill, work-style and work-value data all present: the engine ranks this career. */
    complete_profile: z.boolean(),
    attribution: z.string(),
  })
  .meta({ id: 'CareerDetail' });
export type CareerDetail = z.infer<typeof careerDetailSchema>;
