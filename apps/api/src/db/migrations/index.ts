import type { Migration } from 'kysely';
import * as m0001 from './0001_accounts';
import * as m0010 from './0010_catalog';
import * as m0020 from './0020_pricing_plans';
import * as m0021 from './0021_assessment';
import * as m0030 from './0030_payments';
import * as m0040 from './0040_change_notifications';
import * as m0045 from './0045_rate_limits';
import * as m0046 from './0046_revoked_sessions';
import * as m0047 from './0047_parent_text_phone';
import * as m0050 from './0050_plan_entitlements';
import * as m0060 from './0060_exploration';
import * as m0070 from './0070_member_self_service';
import * as m0080 from './0080_mentorship';
import * as m0090 from './0090_companions';
import * as m0091 from './0091_double_scoop_college_buddy';
import * as m0100 from './0100_chat_flag_severity';
import * as m0110 from './0110_email_change_undo';
import * as m0120 from './0120_user_time_zone';
import * as m0121 from './0121_one_time_plan_wording';
import * as m0122 from './0122_ai_report_not_coming_soon';
import * as m0130 from './0130_backoffice_roles';
import * as m0131 from './0131_backoffice_second_factor';
import * as m0132 from './0132_payment_refunds';
import * as m0133 from './0133_school_codes';
import * as m0150 from './0150_counselor_cohorts';
import * as m0151 from './0151_counselor_invitations';
import * as m0160 from './0160_content_publishing';
import * as m0165 from './0165_plan_terms';
import * as m0175 from './0175_idempotency_keys';
import * as m0185 from './0185_parent_summary';
import * as m0190 from './0190_faq_and_scoop_presets';

/**
 * Every migration, in order. Add a new file `NNNN_name.ts` and list it here; never edit one that
 * has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001_accounts': m0001,
  '0010_catalog': m0010,
  '0020_pricing_plans': m0020,
  '0021_assessment': m0021,
  '0030_payments': m0030,
  '0040_change_notifications': m0040,
  '0045_rate_limits': m0045,
  '0046_revoked_sessions': m0046,
  '0047_parent_text_phone': m0047,
  '0050_plan_entitlements': m0050,
  '0060_exploration': m0060,
  '0070_member_self_service': m0070,
  '0080_mentorship': m0080,
  '0090_companions': m0090,
  '0091_double_scoop_college_buddy': m0091,
  '0100_chat_flag_severity': m0100,
  '0110_email_change_undo': m0110,
  '0120_user_time_zone': m0120,
  '0121_one_time_plan_wording': m0121,
  '0122_ai_report_not_coming_soon': m0122,
  '0130_backoffice_roles': m0130,
  '0131_backoffice_second_factor': m0131,
  '0132_payment_refunds': m0132,
  '0133_school_codes': m0133,
  '0150_counselor_cohorts': m0150,
  '0151_counselor_invitations': m0151,
  '0160_content_publishing': m0160,
  '0165_plan_terms': m0165,
  '0175_idempotency_keys': m0175,
  '0185_parent_summary': m0185,
  '0190_faq_and_scoop_presets': m0190,
};
