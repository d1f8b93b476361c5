import { useSearchParams } from 'react-router';
import { TokenAction } from '../../components/layout/token-action';

/**
 * /undo-email-change?token= — the link in the notice to the old address (issue 24 #4): the old
 * address comes back, everyone is signed out, and a link to set a new password is mailed to it.
 */
export function Component() {
  const [params] = useSearchParams();
  return (
    <TokenAction
      title="Undo the change of your e-mail address"
      path="email-change/undo/"
      token={params.get('token')}
      done={{ label: 'Go to sign in', to: '/signin' }}
    />
  );
}
