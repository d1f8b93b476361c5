/**
 * The offline companion answers a Spanish message in Spanish (offline-companion-es.ts); its career
 * section and comparison come from the writer it shares with English (offline-companion-sections.ts),
 * pinned word for word in both languages at the end.
 */
import { describe, expect, it } from 'vitest';
import type { CareerFacts, StudentContext } from './grounding';
import { writeOfflineReply } from './offline-companion';

const electricians: CareerFacts = {
  code: '47-2111.00',
  title: 'Electricians',
  description: 'Install, maintain, and repair electrical wiring.',
  medianWage: 61_590,
  wageNote: null,
  education: 'Post-Secondary Certificate',
  jobZone: 3,
  jobZoneName: 'Medium Preparation Needed',
  training: 'Apprenticeship of several years.',
  tasks: ['Connect wires to circuit breakers.', 'Test electrical systems.'],
  skills: ['Troubleshooting', 'Repairing', 'Critical Thinking'],
  related: [],
  aiImpact: 'L',
};
const nurses: CareerFacts = {
  ...electricians,
  code: '29-1141.00',
  title: 'Registered Nurses',
  description: 'Assess patient health problems and needs.',
  medianWage: 86_070,
  education: "Bachelor's Degree",
  skills: ['Service Orientation', 'Active Listening'],
  aiImpact: 'M',
};
const student: StudentContext = {
  firstName: 'Lucía',
  age: 15,
  grade: 'Freshman (9th grade)',
  educationGoal: null,
  typedCareers: '',
  topCareers: ['Electricians'],
  saved: [],
  scored: [],
  strengths: [],
};
const reply = (message: string, careers: CareerFacts[] = []) =>
  writeOfflineReply({
    focus: 'career',
    agentName: 'Career Buddy',
    student,
    careers,
    preset: null,
    message,
    now: new Date('2026-11-25T12:00:00Z'),
  });

describe('the offline companion in Spanish', () => {
  it('a Spanish pay question about a named career gets the figure with Spanish framing, not the English out-of-scope reply', () => {
    const r = reply('¿Cuánto gana un electricista?', [electricians]);
    expect(r).toContain('### Electricians');
    expect(r).toContain('**Salario medio:** $61,590 al año en EE. UU.');
    expect(r).toContain('O*NET');
    expect(r).not.toMatch(/outside what I can answer|Median pay/);
    // Only the aspect asked for: no task list.
    expect(r).not.toContain('Un día de trabajo');
  });
  it('"qué hace … todo el día" lists the tasks; "qué estudio" gives the education', () => {
    expect(reply('que hace un electricista todo el dia', [electricians])).toContain(
      '**Un día de trabajo puede incluir:**\n- Connect wires',
    );
    const study = reply('qué estudio para ser electricista', [electricians]);
    expect(study).toContain('**Educación típica:** Post-Secondary Certificate');
    expect(study).toContain('**Formación:** Apprenticeship');
  });
  it('a comparison is a table with Spanish labels', () => {
    const r = reply('compara electricista y enfermera', [electricians, nurses]);
    expect(r).toContain('| Salario medio | $61,590 al año | $86,070 al año |');
    expect(r).toContain('De estas, **Registered Nurses** tiene el salario medio más alto.');
  });
  it('greeting, thanks, cost, what it cannot do and off-topic questions are answered in Spanish', () => {
    expect(reply('hola')).toMatch(/^¡Hola, Lucía! Soy Career Buddy\./);
    expect(reply('muchas gracias')).toMatch(/^¡De nada!/);
    expect(reply('nos vemos mañana')).toMatch(/^¡Hasta pronto, Lucía!/);
    expect(reply('ya me voy')).toMatch(/^¡Hasta pronto, Lucía!/);
    expect(reply('me voy a dormir')).not.toMatch(/^¡Hasta pronto/);
    expect(reply('¿cuánto cuesta la universidad?')).toContain('FAFSA');
    expect(reply('reserva una sesion con un mentor por favor')).toMatch(/^Eso no lo puedo hacer/);
    expect(reply('¿quién ganó el partido de ayer?')).toMatch(/^Eso queda fuera de lo que puedo responder/);
    expect(reply('no sé qué carrera elegir')).toMatch(/^Buena pregunta, Lucía\./);
  });
  it('English messages still get the English answers', () => {
    expect(reply('how much does an electrician earn?', [electricians])).toContain('**Median pay:** $61,590');
    expect(reply('hi')).toMatch(/^Hi Lucía!/);
    expect(reply('good night')).toMatch(/^Bye, Lucía! Come back any time/);
    expect(reply('see you tomorrow')).toMatch(/^Bye, Lucía!/);
  });
});

// Fewer facts: a broad-group wage, no Job Zone name, no training, no tasks.
const sparseNurses: CareerFacts = {
  ...nurses,
  wageNote: 'broad_group',
  jobZoneName: null,
  training: null,
  tasks: [],
};
const lines = (...l: string[]) => l.join('\n');
const SOURCE_NOTE =
  '_Los datos de cada carrera vienen de O*NET, la base de datos de empleos de EE. UU., y están en inglés._';

describe('the offline career section and comparison, word for word', () => {
  it('English overview of two careers', () => {
    expect(reply('tell me about electricians and nurses', [electricians, sparseNurses])).toBe(
      lines(
        '### Electricians',
        '',
        'Install, maintain, and repair electrical wiring.',
        '',
        '**Median pay:** $61,590 a year in the US, so half of workers earn more and half earn less.',
        '',
        '**Typical education:** Post-Secondary Certificate',
        '',
        '**Skills that matter most:** Troubleshooting, Repairing, Critical Thinking.',
        '',
        '**A day in the work can include:**',
        '- Connect wires to circuit breakers.',
        '- Test electrical systems.',
        '',
        '### Registered Nurses',
        '',
        'Assess patient health problems and needs.',
        '',
        '**Median pay:** $86,070 a year in the US (figure for the broader occupation group), so half of workers earn more and half earn less.',
        '',
        "**Typical education:** Bachelor's Degree",
        '',
        '**Skills that matter most:** Service Orientation, Active Listening.',
        '',
        '',
        '',
        'Want to compare it with another career or plan your next steps?',
      ),
    );
  });
  it('English education, training and next steps', () => {
    expect(reply('electrician training and next steps', [electricians])).toBe(
      lines(
        '### Electricians',
        '',
        '**Typical education:** Post-Secondary Certificate',
        '',
        '**Training:** Apprenticeship of several years.',
        '',
        '**Next steps toward Electricians:**',
        '1. Read more about the work and watch a day-in-the-life video.',
        '2. Talk to someone who does it (a Pathscoop mentor session is a good start).',
        '3. Pick school classes and activities that use Troubleshooting and Repairing.',
        '4. Look into the education it needs: Post-Secondary Certificate.',
        '',
        '',
        '',
        'Want to compare it with another career or plan your next steps?',
      ),
    );
  });
  it('English comparison', () => {
    expect(reply('compare electricians and nurses', [electricians, sparseNurses])).toBe(
      lines(
        'Here are **Electricians** and **Registered Nurses** side by side, Lucía:',
        '',
        '| | Electricians | Registered Nurses |',
        '|---|---|---|',
        '| Median pay | $61,590 a year | $86,070 a year |',
        "| Typical education | Post-Secondary Certificate | Bachelor's Degree |",
        '| Preparation (Job Zone) | 3: Medium Preparation Needed | 3 |',
        '| Top skills | Troubleshooting, Repairing, Critical Thinking | Service Orientation, Active Listening |',
        '| Example task | Connect wires to circuit breakers. | not available |',
        '| AI impact | Low | Moderate |',
        '',
        'Of these, **Registered Nurses** has the highest median pay. Pay is only one part: think about which tasks you would enjoy most.',
        '',
        'Want me to make a step-by-step plan for one of them?',
      ),
    );
  });
  it('Spanish overview of two careers', () => {
    expect(reply('cuéntame de electricista y enfermera', [electricians, sparseNurses])).toBe(
      lines(
        '### Electricians',
        '',
        'Install, maintain, and repair electrical wiring.',
        '',
        '**Salario medio:** $61,590 al año en EE. UU.: la mitad de quienes trabajan en esto gana más y la otra mitad gana menos.',
        '',
        '**Educación típica:** Post-Secondary Certificate',
        '',
        '**Habilidades más importantes:** Troubleshooting, Repairing, Critical Thinking.',
        '',
        '**Un día de trabajo puede incluir:**',
        '- Connect wires to circuit breakers.',
        '- Test electrical systems.',
        '',
        '### Registered Nurses',
        '',
        'Assess patient health problems and needs.',
        '',
        '**Salario medio:** $86,070 al año en EE. UU. (cifra del grupo de ocupaciones más amplio): la mitad de quienes trabajan en esto gana más y la otra mitad gana menos.',
        '',
        "**Educación típica:** Bachelor's Degree",
        '',
        '**Habilidades más importantes:** Service Orientation, Active Listening.',
        '',
        SOURCE_NOTE,
        '',
        '¿Quieres compararla con otra carrera o planear tus próximos pasos?',
      ),
    );
  });
  it('Spanish education, training and next steps', () => {
    expect(reply('qué estudio para ser electricista y cuáles son los próximos pasos', [electricians])).toBe(
      lines(
        '### Electricians',
        '',
        '**Educación típica:** Post-Secondary Certificate',
        '',
        '**Formación:** Apprenticeship of several years.',
        '',
        '**Próximos pasos hacia Electricians:**',
        '1. Lee más sobre el trabajo y mira un video de "un día en la vida" de alguien que lo hace.',
        '2. Habla con alguien que trabaje en esto (una sesión con un mentor de Pathscoop es un buen comienzo).',
        '3. Elige clases y actividades que usen Troubleshooting y Repairing.',
        '4. Infórmate sobre la educación que pide: Post-Secondary Certificate.',
        '',
        SOURCE_NOTE,
        '',
        '¿Quieres compararla con otra carrera o planear tus próximos pasos?',
      ),
    );
  });
  it('Spanish comparison', () => {
    expect(reply('compara electricista y enfermera', [electricians, sparseNurses])).toBe(
      lines(
        'Aquí tienes **Electricians** y **Registered Nurses** lado a lado, Lucía:',
        '',
        '| | Electricians | Registered Nurses |',
        '|---|---|---|',
        '| Salario medio | $61,590 al año | $86,070 al año |',
        "| Educación típica | Post-Secondary Certificate | Bachelor's Degree |",
        '| Preparación (Job Zone) | 3 | 3 |',
        '| Habilidades principales | Troubleshooting, Repairing, Critical Thinking | Service Orientation, Active Listening |',
        '| Impacto de la IA | Bajo | Moderado |',
        '',
        'De estas, **Registered Nurses** tiene el salario medio más alto. El salario es solo una parte: piensa en qué tareas disfrutarías más.',
        '',
        SOURCE_NOTE,
      ),
    );
  });
});
