import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AutocompleteField } from './autocomplete-field';

function Field({ fetch }: { fetch: (q: string) => Promise<string[]> }) {
  const [v, setV] = useState('');
  return (
    <>
      <AutocompleteField<string>
        label="Careers"
        value={v}
        onChange={(e) => setV(e.target.value)}
        fetchSuggestions={(q) => fetch(q)}
        getLabel={(s) => s}
        debounceMs={10}
        onSelectSuggestion={() => {}}
      />
      <button type="button">Next field</button>
    </>
  );
}

describe('AutocompleteField', () => {
  it('suggestions that arrive after the field lost focus do not open the list over the next fields', async () => {
    let release: (list: string[]) => void = () => {};
    const asked: string[] = [];
    render(
      <Field
        fetch={(q) => {
          asked.push(q);
          return new Promise((r) => {
            release = r;
          });
        }}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Careers' });
    await userEvent.type(input, 'Nurse');
    await waitFor(() => expect(asked).toContain('Nurse'));
    await userEvent.click(screen.getByRole('button', { name: 'Next field' }));
    release(['Registered Nurses', 'Nurse Practitioners']);
    await new Promise((r) => setTimeout(r, 50));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();

    // Back in the field, typing looks up again and the list opens while it has focus.
    await userEvent.type(input, 's');
    await waitFor(() => expect(asked).toContain('Nurses'));
    release(['Registered Nurses']);
    expect(await screen.findByRole('option', { name: 'Registered Nurses' })).toBeVisible();
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('announces a lookup in words that fit the field', async () => {
    render(<Field fetch={() => new Promise(() => {})} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Careers' }), 'Nur');
    expect(await screen.findByText('Looking up suggestions…')).toBeInTheDocument();
  });
});
