import { type BackofficeMe, backofficeMeSchema } from '@pathscoop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const ME_KEY = ['backoffice', 'me'] as const;

/** GET backoffice/me/ — your roles and the second-factor state; 403 for anyone without a back-office account. */
export const useBackofficeMe = (enabled: boolean) =>
  useQuery({
    queryKey: ME_KEY,
    queryFn: async (): Promise<BackofficeMe> => backofficeMeSchema.parse(await api.get('backoffice/me/')),
    enabled,
    retry: false,
    // Notices an idle timeout without a click.
    refetchInterval: 60_000,
  });
