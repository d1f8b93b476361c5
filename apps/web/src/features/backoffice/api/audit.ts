import { auditListSchema } from '@pathscoop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type AuditFilters = {
  action: string;
  target_type: string;
  target_id: string;
  actor_id: string;
  from: string;
  to: string;
  page: number;
};

/** GET backoffice/audit/ — newest first, filtered, paged. */
export const useAudit = (f: AuditFilters) =>
  useQuery({
    queryKey: ['backoffice', 'audit', f],
    queryFn: async (): Promise<z.infer<typeof auditListSchema>> =>
      auditListSchema.parse(
        await api.get(
          'backoffice/audit/',
          Object.fromEntries(Object.entries(f).filter(([, v]) => v !== '' && v !== undefined)),
        ),
      ),
    placeholderData: keepPreviousData,
  });
