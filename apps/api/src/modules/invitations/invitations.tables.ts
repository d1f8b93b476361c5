import type { ColumnType, Generated } from 'kysely';

export type InvitationTables = {
  invitations: {
    id: Generated<number>;
    inviter_id: number;
    email: string;
    message: Generated<string>;
    code: string;
    invitee_id: number | null;
    created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
};
