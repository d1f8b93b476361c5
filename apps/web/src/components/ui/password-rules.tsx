import { PASSWORD_MIN_LENGTH, type PasswordAttributes, tooSimilarTo } from '@pathscoop/contracts';

type Rule = { label: string; met: boolean | null };

/** The server's password rules, checked as the person types (null: checked on sign-up only). */
export function passwordRules(password: string, attributes: PasswordAttributes): Rule[] {
  const similar = password ? tooSimilarTo(password, attributes) : undefined;
  return [
    { label: `At least ${PASSWORD_MIN_LENGTH} characters`, met: [...password].length >= PASSWORD_MIN_LENGTH },
    { label: 'Not only numbers', met: password !== '' && !/^\d+$/.test(password) },
    {
      label: similar ? `Too close to your ${similar}: make it less alike` : 'Not like your name or e-mail',
      met: password !== '' && !similar,
    },
    { label: 'Not a common password (we check this when you sign up)', met: null },
  ];
}

/** The rule list under a new-password field, shown as soon as something is typed. */
export function PasswordRules({
  id,
  password,
  attributes,
}: {
  id?: string;
  password: string;
  attributes: PasswordAttributes;
}) {
  if (!password) return null;
  return (
    <ul id={id} aria-label="Password rules" className="-mt-1 mb-3 space-y-0.5 text-sm">
      {passwordRules(password, attributes).map((rule) => (
        <li
          key={rule.label}
          className={`flex items-start gap-2 ${rule.met === false ? 'text-brand-700' : rule.met ? 'text-mint-700' : 'text-ink-500'}`}
        >
          <span aria-hidden="true" className="w-4 flex-none text-center font-bold">
            {rule.met === null ? '•' : rule.met ? '✓' : '✗'}
          </span>
          <span>
            {rule.label}
            <span className="sr-only">{rule.met === null ? '' : rule.met ? ' (met)' : ' (not met yet)'}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
