/** The 20 career cards of the home carousel (spec part 1 §1), with our own descriptions and images. */
export type CareerCard = { slug: string; title: string; description: string };

export const CAREER_CARDS: CareerCard[] = [
  {
    slug: 'software-developer',
    title: 'Software Developer',
    description: 'Design and build the apps and programs people use every day.',
  },
  {
    slug: 'data-analyst',
    title: 'Data Analyst',
    description: 'Turn messy numbers into clear answers that help teams decide.',
  },
  {
    slug: 'digital-marketer',
    title: 'Digital Marketer',
    description: 'Grow brands online with campaigns, content and social media.',
  },
  {
    slug: 'cybersecurity-specialist',
    title: 'Cybersecurity Specialist',
    description: 'Protect systems and people from hackers and data leaks.',
  },
  {
    slug: 'environmental-scientist',
    title: 'Environmental Scientist',
    description: 'Study air, water and soil to keep our planet healthy.',
  },
  {
    slug: 'healthcare-professional',
    title: 'Healthcare Professional',
    description: 'Care for patients and help communities stay well.',
  },
  {
    slug: 'content-creator',
    title: 'Content Creator',
    description: 'Tell stories with video, audio and posts that people love.',
  },
  {
    slug: 'financial-analyst',
    title: 'Financial Analyst',
    description: 'Read the markets and guide smart money decisions.',
  },
  {
    slug: 'human-resources-specialist',
    title: 'Human Resources Specialist',
    description: 'Hire, support and grow the people behind every company.',
  },
  {
    slug: 'graphic-designer',
    title: 'Graphic Designer',
    description: 'Shape ideas into logos, layouts and eye-catching visuals.',
  },
  {
    slug: 'mechanical-engineer',
    title: 'Mechanical Engineer',
    description: 'Invent and improve machines, from engines to robots.',
  },
  {
    slug: 'web-developer',
    title: 'Web Developer',
    description: 'Build fast, friendly websites that work on every screen.',
  },
  {
    slug: 'social-worker',
    title: 'Social Worker',
    description: 'Connect families and individuals with the help they need.',
  },
  {
    slug: 'market-research-analyst',
    title: 'Market Research Analyst',
    description: 'Find out what customers want before anyone else does.',
  },
  {
    slug: 'public-relations-specialist',
    title: 'Public Relations Specialist',
    description: 'Craft the message and manage how the world sees a brand.',
  },
  {
    slug: 'education-and-training-specialist',
    title: 'Education and Training Specialist',
    description: 'Design lessons and programs that help people learn new skills.',
  },
  {
    slug: 'construction-manager',
    title: 'Construction Manager',
    description: 'Lead crews, budgets and schedules to get buildings built.',
  },
  {
    slug: 'renewable-energy-technician',
    title: 'Renewable Energy Technician',
    description: 'Install and repair the solar panels and wind turbines of tomorrow.',
  },
  {
    slug: 'ux-designer',
    title: 'UX Designer',
    description: 'Make apps and websites easy and delightful to use.',
  },
  {
    slug: 'biomedical-engineer',
    title: 'Biomedical Engineer',
    description: 'Combine engineering and biology to create life-saving devices.',
  },
];
