/** One career's catalogue row (+ Job Zone, related careers' wages) → the Scoop's facts. Pure. */
import type { CatalogTables } from '../catalog/catalog.tables';
import type { ScoopFacts } from './scoop-writer';

type Row = CatalogTables['careers'];
export type CareerForFacts = {
  code: string;
  title: string;
  description: string;
  median_wage: number | null;
  median_wage_note: Row['median_wage_note'];
  typical_education: string | null;
  tasks: string[];
  skills: { name: string; importance: number; level: number }[];
  work_styles: { name: string; importance: number }[];
  work_values: { name: string; extent: number }[];
  hot_technologies: string[];
  related: { code: string; title: string }[];
  ai_impact: Row['ai_impact'];
  ai_exposure: number | null;
};
export type RelatedWage = {
  code: string;
  title: string;
  median_wage: number | null;
  typical_education: string | null;
};

export function toScoopFacts(
  career: CareerForFacts,
  zone: ScoopFacts['jobZone'],
  related: RelatedWage[],
): ScoopFacts {
  const byCode = new Map(related.map((r) => [r.code, r]));
  return {
    code: career.code,
    title: career.title.replace(/,\s*All Other$/i, '').trim(),
    description: career.description,
    medianWage: career.median_wage,
    wageNote: career.median_wage_note,
    typicalEducation: career.typical_education,
    jobZone: zone,
    tasks: career.tasks,
    skills: [...career.skills]
      .sort((a, b) => b.importance * 10 + b.level - (a.importance * 10 + a.level))
      .map((s) => s.name),
    workStyles: [...career.work_styles]
      .sort((a, b) => b.importance - a.importance)
      .map((s) => s.name)
      .slice(0, 6),
    workValues: [...career.work_values]
      .sort((a, b) => b.extent - a.extent)
      .map((v) => v.name)
      .slice(0, 4),
    hotTechnologies: career.hot_technologies,
    related: career.related.slice(0, 10).map((r) => {
      const w = byCode.get(r.code);
      return {
        title: r.title,
        medianWage: w?.median_wage ?? null,
        typicalEducation: w?.typical_education ?? null,
      };
    }),
    aiImpact: career.ai_impact,
    aiExposure: career.ai_exposure,
  };
}
