import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type Payer = 'student' | 'parent';
export type CheckoutProvider = 'stripe' | 'sandbox';
export type CheckoutStatus = 'creating' | 'open' | 'processing' | 'paid' | 'failed' | 'expired' | 'rejected';
export type ParentLinkStatus = 'sending' | 'sent' | 'failed' | 'paid';

export type PaymentTables = {
  parent_payment_links: {
    id: Generated<number>;
    user_id: number;
    pricing_plan_id: number;
    token_hash: string;
    status: ColumnType<ParentLinkStatus, ParentLinkStatus | undefined, ParentLinkStatus>;
    sms_id: string | null;
    /** HMAC of the number texted (migration 0047); the number itself is not stored. */
    phone_hash: string | null;
    expires_at: Timestamp;
    created_at: GeneratedTimestamp;
  };
  checkout_sessions: {
    id: Generated<number>;
    provider: CheckoutProvider;
    provider_session_id: string | null;
    url: string | null;
    user_id: number;
    pricing_plan_id: number;
    /** The terms version bought (0165). */
    plan_terms_id: Generated<number | null>;
    amount_cents: number;
    currency: string;
    payer: Payer;
    parent_link_id: number | null;
    status: ColumnType<CheckoutStatus, CheckoutStatus | undefined, CheckoutStatus>;
    expires_at: Timestamp;
    created_at: GeneratedTimestamp;
    updated_at: GeneratedTimestamp;
  };
  stripe_events: {
    id: string;
    type: string;
    livemode: Generated<boolean>;
    stripe_created_at: Timestamp;
    outcome: Generated<string>;
    received_at: GeneratedTimestamp;
  };
  payments: {
    id: Generated<number>;
    checkout_session_id: number;
    user_id: number;
    pricing_plan_id: number;
    /** The terms version bought (0165). */
    plan_terms_id: Generated<number | null>;
    payer: Payer;
    amount_cents: number;
    currency: string;
    stripe_session_id: string;
    stripe_payment_intent_id: string | null;
    stripe_customer_id: string | null;
    stripe_event_id: string;
    livemode: Generated<boolean>;
    paid_at: Timestamp;
    plan_expires_at: Timestamp;
    created_at: GeneratedTimestamp;
    /** Refunded so far, from Stripe's charge.refunded (0132). */
    refunded_cents: Generated<number>;
    refunded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
  /** Refunds asked for in the back office (0132). */
  payment_refunds: {
    id: Generated<number>;
    payment_id: number;
    stripe_refund_id: string;
    amount_cents: number;
    status: string;
    reason: Generated<string>;
    requested_by: number | null;
    created_at: GeneratedTimestamp;
  };
};
