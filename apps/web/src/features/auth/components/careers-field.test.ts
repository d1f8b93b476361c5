import { describe, expect, it } from 'vitest';
import { careerEntry, tidyCareers, withCareer } from './careers-field';

describe('careers field', () => {
  it('keeps a catalogue title with commas as one entry of the comma-separated list', () => {
    const title = 'Farmworkers and Laborers, Crop, Nursery, and Greenhouse';
    expect(careerEntry(title)).toBe('Farmworkers and Laborers / Crop / Nursery / and Greenhouse');
    const value = withCareer('Nurse, farmw', title);
    expect(value).toBe('Nurse, Farmworkers and Laborers / Crop / Nursery / and Greenhouse, ');
    expect(tidyCareers(value).split(', ')).toHaveLength(2);
  });

  it('drops the trailing separator and empty entries when stored', () => {
    expect(tidyCareers('Nurse, , Pilot, ')).toBe('Nurse, Pilot');
    expect(tidyCareers('  ')).toBe('');
  });
});
