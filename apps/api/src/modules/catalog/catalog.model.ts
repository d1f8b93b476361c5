/** The catalogue as the import builds it from the reference files (one object per occupation). */
import type { AiImpact } from '@pathscoop/contracts';
import type { RiasecType } from '@pathscoop/engine';

export type TitleKind = 'title' | 'alternate' | 'short' | 'reported';

export type ImportedCareer = {
  code: string;
  title: string;
  description: string;
  jobZone: number | null;
  /** OI levels 1-7 (null when O*NET has no interest data). */
  interests: Record<RiasecType, number> | null;
  highPoint: RiasecType[];
  skills: { id: string; name: string; importance: number; level: number }[];
  workStyles: { id: string; name: string; importance: number }[];
  workValues: { id: string; name: string; extent: number }[];
  typicalEducation: string | null;
  medianWage: number | null;
  /** top_coded: at least this much (BLS `#`); unavailable: BLS `*`; broad_group: the SOC broad occupation's median. */
  medianWageNote: 'top_coded' | 'unavailable' | 'broad_group' | null;
  aiExposure: number | null;
  aiImpact: AiImpact | null;
  titles: { title: string; kind: TitleKind; sources: number }[];
  related: { code: string; title: string; tier: string }[];
  tasks: string[];
  hotTechnologies: string[];
  /** Interests, 35 skills, 16 work styles, 6 work values and a Job Zone: the engine ranks it. */
  complete: boolean;
};

export type JobZoneInfo = {
  zone: number;
  name: string;
  experience: string;
  education: string;
  training: string;
  examples: string;
};

export type CatalogueSource = {
  careers: ImportedCareer[];
  jobZones: JobZoneInfo[];
  release: string;
};
