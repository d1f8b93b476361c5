import { useSearchParams } from 'react-router';
import { TokenAction } from '../../components/layout/token-action';

/** /subscription?action=confirm|unsubscribe&token= — the links of the newsletter mails. */
export function Component() {
  const [params] = useSearchParams();
  const unsubscribe = params.get('action') === 'unsubscribe';
  return (
    <TokenAction
      title={unsubscribe ? 'Unsubscribe from our newsletter' : 'Confirm your subscription'}
      path={unsubscribe ? 'subscriptions/unsubscribe/' : 'subscriptions/confirm/'}
      token={params.get('token')}
      done={{ label: 'Go to the home page', to: '/' }}
    />
  );
}
