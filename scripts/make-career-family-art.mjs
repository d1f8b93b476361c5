// Writes our own illustration for each SOC major group (career family) to
// apps/web/public/media/careers/family-XX.svg: a gradient and soft shapes in the family's colours
// (decorative: the page shows it with an empty alt).
import { writeFileSync } from 'node:fs';

const FAMILIES = {
  '00': ['Careers', '#5b21b6', '#f59e0b'],
  11: ['Management', '#4c1d95', '#f59e0b'],
  13: ['Business & Finance', '#1e3a8a', '#10b981'],
  15: ['Computers & Math', '#0f172a', '#6366f1'],
  17: ['Architecture & Engineering', '#1e40af', '#f97316'],
  19: ['Science', '#065f46', '#a78bfa'],
  21: ['Community & Social Service', '#9d174d', '#fcd34d'],
  23: ['Legal', '#312e81', '#fbbf24'],
  25: ['Education', '#7c2d12', '#34d399'],
  27: ['Arts, Design & Media', '#831843', '#60a5fa'],
  29: ['Healthcare', '#0e7490', '#f472b6'],
  31: ['Healthcare Support', '#155e75', '#fde68a'],
  33: ['Protective Service', '#1f2937', '#ef4444'],
  35: ['Food & Hospitality', '#9a3412', '#facc15'],
  37: ['Buildings & Grounds', '#14532d', '#bef264'],
  39: ['Personal Care & Service', '#6b21a8', '#f9a8d4'],
  41: ['Sales', '#b45309', '#38bdf8'],
  43: ['Office & Administration', '#334155', '#22d3ee'],
  45: ['Farming, Fishing & Forestry', '#365314', '#fde047'],
  47: ['Construction', '#78350f', '#fb923c'],
  49: ['Installation & Repair', '#3f3f46', '#f59e0b'],
  51: ['Production', '#44403c', '#2dd4bf'],
  53: ['Transportation', '#1e3a8a', '#facc15'],
  55: ['Military', '#3f6212', '#d6d3d1'],
};

for (const [code, [name, a, b]] of Object.entries(FAMILIES)) {
  const seed = Number(code) || 7;
  const circles = Array.from({ length: 6 }, (_, i) => {
    const x = (seed * 37 + i * 83) % 640;
    const y = (seed * 53 + i * 61) % 480;
    const r = 40 + ((seed + i * 29) % 90);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${(0.06 + (i % 3) * 0.04).toFixed(2)}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="640" height="480" fill="url(#g)"/>${circles}
<title>${name.replace(/&/g, '&amp;')}</title>
</svg>
`;
  writeFileSync(`apps/web/public/media/careers/family-${code}.svg`, svg);
}
console.log(`wrote ${Object.keys(FAMILIES).length} career family images`);
