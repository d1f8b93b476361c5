import { useSearchParams } from 'react-router';
import { TokenAction } from '../../components/layout/token-action';

/** /confirm-email?token= — the link mailed to a new address (PATCH profile/ with a new email). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <TokenAction
      title="Confirm your new e-mail address"
      path="email-change/confirm/"
      token={params.get('token')}
      done={{ label: 'Go to my profile', to: '/profile/profile-info' }}
    />
  );
}
