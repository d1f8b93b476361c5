/** SOC 2018 major groups: a career's family is the first two digits of its O*NET-SOC code. */
export const CAREER_FAMILIES: Record<string, string> = {
  '11': 'Management',
  '13': 'Business and Financial Operations',
  '15': 'Computer and Mathematical',
  '17': 'Architecture and Engineering',
  '19': 'Life, Physical, and Social Science',
  '21': 'Community and Social Service',
  '23': 'Legal',
  '25': 'Educational Instruction and Library',
  '27': 'Arts, Design, Entertainment, Sports, and Media',
  '29': 'Healthcare Practitioners and Technical',
  '31': 'Healthcare Support',
  '33': 'Protective Service',
  '35': 'Food Preparation and Serving Related',
  '37': 'Building and Grounds Cleaning and Maintenance',
  '39': 'Personal Care and Service',
  '41': 'Sales and Related',
  '43': 'Office and Administrative Support',
  '45': 'Farming, Fishing, and Forestry',
  '47': 'Construction and Extraction',
  '49': 'Installation, Maintenance, and Repair',
  '51': 'Production',
  '53': 'Transportation and Material Moving',
  '55': 'Military Specific',
};

export const familyTitle = (code: string) => CAREER_FAMILIES[code] ?? 'Other';

/**
 * O*NET's Required Level of Education categories in order (the catalogue stores the category's
 * text before " - "). The median of a set of careers is the level of the middle career.
 */
const EDUCATION_ORDER = [
  'Less than a High School Diploma',
  'High School Diploma',
  'Post-Secondary Certificate',
  'Some College Courses',
  "Associate's Degree",
  "Bachelor's Degree",
  'Post-Baccalaureate Certificate',
  "Master's Degree",
  "Post-Master's Certificate",
  'First Professional Degree',
  'Doctoral Degree',
  'Post-Doctoral Training',
];

export function educationRank(level: string): number {
  const i = EDUCATION_ORDER.findIndex((l) => level.toLowerCase().startsWith(l.toLowerCase()));
  return i === -1 ? EDUCATION_ORDER.length : i;
}

/** Shares (0..1, rounded to 3 places) by level, in education order, and the median level. */
export function educationFigures(counts: { level: string | null; n: number }[]): {
  median: string | null;
  shares: { level: string; share: number }[];
} {
  const known = counts
    .filter((c): c is { level: string; n: number } => !!c.level && c.n > 0)
    .sort((a, b) => educationRank(a.level) - educationRank(b.level) || a.level.localeCompare(b.level));
  const total = known.reduce((s, c) => s + c.n, 0);
  if (!total) return { median: null, shares: [] };
  let seen = 0;
  let median: string | null = null;
  for (const c of known) {
    seen += c.n;
    if (median === null && seen * 2 >= total) median = c.level;
  }
  return {
    median,
    shares: known.map((c) => ({ level: c.level, share: Math.round((c.n / total) * 1000) / 1000 })),
  };
}
