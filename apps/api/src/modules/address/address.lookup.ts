import type { AddressSuggestion } from '@pathscoop/contracts';
import zipcodes from 'zipcodes';

/**
 * Address look-up behind a small interface: the default is offline (the `zipcodes` npm dataset
 * of ~42,000 US ZIP codes); a Google Places adapter can implement the same type later and be
 * chosen by config in bootstrap.ts.
 */
export type AddressLookup = {
  autocomplete(query: string, limit?: number): Promise<AddressSuggestion[]>;
};

/** `size`: how many ZIP codes the city has in its state, the dataset's stand-in for population. */
type Place = { zip: string; city: string; state: string; cityKey: string; size: number };

const COUNTRY = 'United States';
const STATE_NAMES: Record<string, string> = zipcodes.states.full;

let places: Place[] | undefined;
function allPlaces(): Place[] {
  if (places) return places;
  const us = Object.values(zipcodes.codes).filter((c) => c.country === 'US');
  const sizes = new Map<string, number>();
  for (const c of us) {
    const key = `${c.city.toLowerCase()}|${c.state}`;
    sizes.set(key, (sizes.get(key) ?? 0) + 1);
  }
  places = us
    .map((c) => {
      const cityKey = c.city.toLowerCase();
      return {
        zip: c.zip,
        city: c.city,
        state: c.state,
        cityKey,
        size: sizes.get(`${cityKey}|${c.state}`) ?? 1,
      };
    })
    .sort((a, b) => a.zip.localeCompare(b.zip));
  return places;
}

/** 'ca', 'CA', 'California' → 'CA'; undefined when it is not a state. */
function stateCode(text: string): string | undefined {
  const t = text.trim().toUpperCase();
  if (/^[A-Z]{2}$/.test(t) && Object.values(STATE_NAMES).includes(t)) return t;
  return STATE_NAMES[t];
}

function suggestion(place: Place, street: string): AddressSuggestion {
  const locality = `${place.city}, ${place.state} ${place.zip}`;
  return {
    formatted_address: `${street ? `${street}, ` : ''}${locality}, USA`,
    city: place.city,
    state: place.state,
    zipcode: place.zip,
    country: COUNTRY,
  };
}

/**
 * Cities starting with `text`, the likely town first: exact names first, then bigger cities (more
 * ZIP codes: Columbus, OH before Columbus, AR), one ZIP per city first, more ZIPs after.
 */
function matchCities(text: string, state?: string): Place[] {
  const city = text.trim().toLowerCase();
  if (city.length < 2) return [];
  const matches = allPlaces().filter((p) => p.cityKey.startsWith(city) && (!state || p.state === state));
  matches.sort(
    (a, b) =>
      Number(b.cityKey === city) - Number(a.cityKey === city) ||
      b.size - a.size ||
      a.cityKey.length - b.cityKey.length ||
      a.cityKey.localeCompare(b.cityKey) ||
      a.state.localeCompare(b.state) ||
      a.zip.localeCompare(b.zip),
  );
  const seen = new Set<string>();
  const firsts: Place[] = [];
  const rest: Place[] = [];
  for (const p of matches) {
    const key = `${p.cityKey}|${p.state}`;
    (seen.has(key) ? rest : firsts).push(p);
    seen.add(key);
  }
  return [...firsts, ...rest];
}

/**
 * Understands what people type in an address box:
 *   '9021'                         → ZIP codes starting with 9021
 *   'Spring' / 'springfield, il'   → cities starting with the text (optionally in a state)
 *   '12 Main St, Springfield, IL'  → the same, keeping '12 Main St' in formatted_address
 *   '12 Main St 62701'             → a ZIP at the end, street kept
 */
export function createOfflineAddressLookup(): AddressLookup {
  return {
    async autocomplete(query, limit = 10) {
      const q = query.trim().replace(/\s+/g, ' ');
      if (!q) return [];
      // A ZIP (or its first digits) at the end, after a separator; linear (docs/security.md).
      const zipMatch = /(?:^|\W)(\d{3,5})(?:-\d{0,4})?$/.exec(q);
      if (zipMatch) {
        const prefix = zipMatch[1]!;
        // '12 Main St, Springfield, IL 62701': keep the street, the place comes from the ZIP.
        const street = q.slice(0, zipMatch.index).split(',')[0]!.trim();
        return allPlaces()
          .filter((p) => p.zip.startsWith(prefix!))
          .slice(0, limit)
          .map((p) => suggestion(p, street));
      }
      const parts = q.split(',').map((s) => s.trim());
      if (parts.length >= 2 && parts[parts.length - 1] === '') parts.pop();
      if (parts.length >= 2) {
        // 'City, ST' — unless the last part is a city that shares a state's name ('…, Washington').
        const last = parts[parts.length - 1]!;
        const digits = /\s\d/.exec(last);
        const state = stateCode(digits ? last.slice(0, digits.index).trimEnd() : last);
        if (state) {
          const found = matchCities(parts[parts.length - 2]!, state);
          if (found.length)
            return found.slice(0, limit).map((p) => suggestion(p, parts.slice(0, -2).join(', ')));
        }
      }
      const city = parts[parts.length - 1] ?? '';
      return matchCities(city)
        .slice(0, limit)
        .map((p) => suggestion(p, parts.slice(0, -1).join(', ')));
    },
  };
}
