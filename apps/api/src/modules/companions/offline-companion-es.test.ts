/** The offline companion answers a Spanish message in Spanish (offline-companion-es.ts). */
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
    expect(reply('¿cuánto cuesta la universidad?')).toContain('FAFSA');
    expect(reply('reserva una sesion con un mentor por favor')).toMatch(/^Eso no lo puedo hacer/);
    expect(reply('¿quién ganó el partido de ayer?')).toMatch(/^Eso queda fuera de lo que puedo responder/);
    expect(reply('no sé qué carrera elegir')).toMatch(/^Buena pregunta, Lucía\./);
  });
  it('English messages still get the English answers', () => {
    expect(reply('how much does an electrician earn?', [electricians])).toContain('**Median pay:** $61,590');
    expect(reply('hi')).toMatch(/^Hi Lucía!/);
  });
});
