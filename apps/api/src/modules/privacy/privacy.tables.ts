import type { Generated } from 'kysely';

/** Payment records kept after an account is deleted: no user id, name or e-mail. */
export type AnonymisedPaymentTables = {
  anonymised_payments: {
    id: Generated<number>;
    pricing_plan_id: number | null;
    payer: string;
    amount_cents: number;
    currency: string;
    stripe_payment_intent_id: string | null;
    livemode: Generated<boolean>;
    paid_at: Date;
    anonymised_at: Generated<Date>;
  };
};
