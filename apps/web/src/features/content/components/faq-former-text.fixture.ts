/**
 * The FAQ as it was before it moved into the database (issue 20: `faq_entries`, seeded word for
 * word by migration 0190, edited in the back office). Kept only for tests: the API checks its seed
 * against this text, the web's tests serve it as the API would. No app code imports it.
 */
import type { FaqAudience, FaqItem } from './faq-data';

const careerExplorer: FaqItem[] = [
  {
    id: 1,
    question: 'What is Pathscoop?',
    answer: [
      'Pathscoop is a career-guidance platform for high-school and college-age young people. You take a short AI career assessment, get your top 10 career matches with an AI Insights Report, and can talk to real professionals (our Community Partners) and AI companions about what comes next.',
    ],
  },
  {
    id: 2,
    question: 'How long does the assessment take?',
    answer: [
      'About 10 to 15 minutes. It is made of four short scenarios: you pick a team, rate activities, place your skills on an ice-cream cone and rank the kinds of work you enjoy most. There are no right or wrong answers, and it works on a phone or a computer.',
    ],
  },
  {
    id: 3,
    question: 'How does Pathscoop choose my top 10 careers?',
    answer: [
      'Our engine compares your interests, skills and work preferences with occupational data on more than 800 careers, based on the O*NET database of the U.S. Department of Labor. It ranks the careers that fit you best and shows you the top 10.',
      'The results are a starting point for exploring, not a verdict. You can score each career from 1 to 5, save the ones you like and ignore the rest.',
    ],
  },
  {
    id: 4,
    question: 'What is the AI Insights Report?',
    answer: [
      'A personal report that explains your results in plain words: which of your strengths and interests point to each career, what the work looks like day to day and what to explore next. When your report is ready, you open it from your profile.',
    ],
  },
  {
    id: 5,
    question: 'Is Pathscoop free?',
    answer: [
      'Creating an account and taking the assessment are free. Some features, such as mentorship sessions, the AI Insights Report and the AI Companions, come with a plan. You can compare the plans on the Pricing Plan page after you sign in.',
      'If someone else pays, use Text to Parent on the Pricing Plan page: we text your parent or guardian a secure payment link for the plan you chose.',
    ],
  },
  {
    id: 6,
    question: 'What is an affiliate code?',
    answer: [
      'Schools and nonprofits that partner with Pathscoop give their students an affiliate code. Enter it when you sign up and your account is linked to that organization, which usually covers your plan. If you do not have a code, just leave the field empty.',
    ],
  },
  {
    id: 7,
    question: 'How do mentorship sessions work?',
    answer: [
      'Mentorship sessions are short virtual 1:1 conversations with a Community Partner, a professional who works in a career you are curious about. You request a session on a topic from your profile, we match you with a mentor, and you will see it under Active Sessions until it takes place.',
      'Depending on your plan, sessions can be used within 12 months.',
    ],
  },
  {
    id: 8,
    question: 'What are the AI Companions?',
    answer: [
      'Two AI coaches you can chat with: the College Buddy helps you find schools and programs, and the Career Buddy helps you compare careers and build an action plan. They are part of the AI Companions subscription.',
      'AI Companions can make mistakes, so please verify key information or talk it over with a trusted adult or a mentor.',
    ],
  },
  {
    id: 9,
    question: 'Who can see my answers and my results?',
    answer: [
      'You do, and the Pathscoop team when it needs to help you. We never sell your personal information. If you signed up through a school or organization and allowed data sharing, that organization can see your results so that counselors can support you. Our Privacy Policy explains the details.',
    ],
  },
  {
    id: 10,
    question: 'How old do I have to be to join?',
    answer: [
      'You must be at least 13. If you are under 18, you need the permission of a parent or guardian to use Pathscoop. Younger children can only use Pathscoop through a family account created by an adult aged 18 or older.',
    ],
  },
  {
    id: 11,
    question: 'What if none of my matches feels right?',
    answer: [
      'That happens, and it is useful information too. Score the careers honestly, save anything that sparks curiosity and book a session with a mentor to test your ideas. Your answers are about who you are today; it is fine for them to change as you grow.',
    ],
  },
  {
    id: 12,
    question: 'I forgot my password. What do I do?',
    answer: [
      'Choose Forgot Password on the sign-in page and enter your e-mail address. We send you a link to choose a new password; it works once and expires after one hour. Check your spam folder if it does not arrive within a few minutes.',
    ],
  },
];

const communityPartner: FaqItem[] = [
  {
    id: 1,
    question: 'What is a Community Partner?',
    answer: [
      'A Community Partner is a working professional who volunteers as a mentor. You answer students’ questions about your field in short virtual sessions, so they can picture what a career is really like before they commit to it.',
    ],
  },
  {
    id: 2,
    question: 'How much time does it take?',
    answer: [
      'About 30 minutes a month. Most sessions are one short video or phone conversation. You decide how many requests you accept.',
    ],
  },
  {
    id: 3,
    question: 'Who can become a Community Partner?',
    answer: [
      'Anyone with real work experience in a field, from skilled trades to medicine, tech, the arts or public service. You do not need a fancy title: students often learn the most from people a few years into their careers.',
    ],
  },
  {
    id: 4,
    question: 'How do I sign up?',
    answer: [
      'Choose Sign Up, then Community Partner. Tell us your name, job title, industry and the topics you can talk about, add a link to your professional profile, and confirm your e-mail address. Your account is then ready to receive session requests.',
    ],
  },
  {
    id: 5,
    question: 'How are students matched with me?',
    answer: [
      'Students request a session on a career or a topic. We match requests to mentors by industry and by the topics you chose when you signed up. New requests appear in your profile under Sessions, marked Pending until the session takes place.',
    ],
  },
  {
    id: 6,
    question: 'What do students usually ask?',
    answer: [
      'How you got started, what a normal day looks like, which classes or certificates matter, what surprised you, and how to get a first internship or job. Honest stories about setbacks are often the most valuable part.',
    ],
  },
  {
    id: 7,
    question: 'Do I need to prepare anything?',
    answer: [
      'No lesson plan is needed. Read the topic of the request beforehand and be yourself. If a question is outside your experience, say so and point the student to someone or something that can help.',
    ],
  },
  {
    id: 8,
    question: 'Is mentoring paid?',
    answer: [
      'No. Community Partners are volunteers. Many employers count the time as volunteering or professional development; we can confirm your hours if you need it.',
    ],
  },
  {
    id: 9,
    question: 'How do you keep students safe?',
    answer: [
      'Sessions are virtual and focused on careers. Please do not ask students for personal contact details or social-media connections, and keep communication within Pathscoop. If anything worries you during a session, contact us right away.',
    ],
  },
  {
    id: 10,
    question: 'Will I get feedback on my sessions?',
    answer: [
      'Yes. Students can leave feedback after a session, and you will find it on the My Feedback page of your profile, sorted by date.',
    ],
  },
  {
    id: 11,
    question: 'Can I take a break or stop mentoring?',
    answer: [
      'Of course. Life gets busy. Contact us and we will pause new requests or close your account, whichever you prefer.',
    ],
  },
];

export const FAQS: Record<FaqAudience, FaqItem[]> = {
  careerexplorer: careerExplorer,
  communitypartner: communityPartner,
};
