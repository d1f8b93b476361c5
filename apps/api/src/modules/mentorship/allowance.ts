/**
 * The session allowance, pure (docs/mentorship.md "Entitlement"). The plan or school gives
 * `perYear` sessions (pricing/entitlements.ts, the one rule); a session counts as used from the
 * moment it is scheduled, for 12 months; requests still open are reserved so that a student cannot
 * ask for more sessions at once than they may hold.
 */
export const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export type AllowanceInput = {
  perYear: number;
  /** When each of the student's sessions was scheduled (entitlement_used_at), null if not used. */
  usedAt: (Date | null)[];
  /** Requests not yet scheduled (requested, matched, accepted, offered). */
  openRequests: number;
  now: Date;
};

export function sessionsUsed(usedAt: (Date | null)[], now: Date): number {
  return usedAt.filter((d) => d !== null && now.getTime() - d.getTime() < YEAR_MS).length;
}

export function sessionsRemaining(input: AllowanceInput): number {
  return Math.max(0, input.perYear - sessionsUsed(input.usedAt, input.now) - input.openRequests);
}
