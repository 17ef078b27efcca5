import { num } from '../messaging/messagingConfig';
import type { SmsConfig } from '../sms/smsConfig';

/** The voice channel's simulated carrier (README "Configuration", VMS_SIM_*). */
export interface VoiceConfig {
  /** Call placing and receipts: the SMS simulation's fields, read from the VMS_SIM_* variables. */
  simulation: SmsConfig['simulation'];
  /** An answered call is connected for a share of the audio's length drawn between these percentages. */
  calls: { connectedMinPct: number; connectedMaxPct: number };
}

export function voiceConfigFromEnv(env: NodeJS.ProcessEnv): VoiceConfig {
  return {
    simulation: {
      submitDelayMs: num(env.VMS_SIM_SUBMIT_DELAY_MS, 20),
      receiptDelayMinMs: num(env.VMS_SIM_RECEIPT_MIN_MS, 5_000),
      receiptDelayMaxMs: num(env.VMS_SIM_RECEIPT_MAX_MS, 30_000),
      failRateBp: num(env.VMS_SIM_NO_ANSWER_BP, 1_500),
      unknownRateBp: num(env.VMS_SIM_UNKNOWN_BP, 100),
      submitFailRateBp: num(env.VMS_SIM_SUBMIT_FAIL_BP, 50),
      moDelayMs: 0,
    },
    calls: { connectedMinPct: num(env.VMS_SIM_CONNECTED_MIN_PCT, 40), connectedMaxPct: Math.min(100, num(env.VMS_SIM_CONNECTED_MAX_PCT, 100)) },
  };
}
