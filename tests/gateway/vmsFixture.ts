import { getExampleNumber } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import { eq } from 'drizzle-orm';
import { WalletProductType } from '../../src/contract/constants';
import { VoiceTemplateStatus, VoiceTemplateType } from '../../src/contract/vms/voiceTemplate';
import type { GatewayConfig } from '../../src/gateway/config';
import type { Db } from '../../src/gateway/db/client';
import { users, voiceTemplates, wallets } from '../../src/gateway/db/schema';
import { voiceConfigFromEnv, type VoiceConfig } from '../../src/gateway/vms/voiceConfig';
import { creditWallet } from '../../src/gateway/wallet';
import { newUser } from './userFixture';

/** Voice carrier settings for tests: no delays; answer and failure rates given (basis points). */
export function fastVoice(sim: Partial<VoiceConfig['simulation']> = {}, calls: Partial<VoiceConfig['calls']> = {}): Pick<GatewayConfig, 'vms'> {
  const base = voiceConfigFromEnv({});
  return {
    vms: {
      simulation: { ...base.simulation, submitDelayMs: 0, receiptDelayMinMs: 0, receiptDelayMaxMs: 20, failRateBp: 0, unknownRateBp: 0, submitFailRateBp: 0, ...sim },
      calls: { ...base.calls, ...calls },
    },
  };
}

/** An upgraded user with `fund` (10000 per unit) in the voice wallet 6003 and `smsFund` in the SMS wallet. */
export async function voiceUser(db: Db, fund = 10_000_000, smsFund = 0) {
  const u = await newUser(db);
  await db.update(users).set({ upgrade: true }).where(eq(users.id, u.userId));
  await db.transaction(async (tx) => {
    if (fund > 0) await creditWallet(tx, u.userId, WalletProductType.Voice, { amount: fund }, { kind: 'test', reference: 'fixture', now: Date.now() });
    if (smsFund > 0) await creditWallet(tx, u.userId, WalletProductType.SMS, { amount: smsFund }, { kind: 'test', reference: 'fixture', now: Date.now() });
  });
  return u;
}

export async function walletOf(db: Db, userId: number, productType: number) {
  const rows = await db.select().from(wallets).where(eq(wallets.userId, userId));
  return rows.find((w) => w.productType === productType);
}

/**
 * An approved audio template of `durationMs` stored directly (the template pages' own tests make
 * them through espeak-ng and ffmpeg): what a task needs is its id, status and length.
 */
export async function approvedAudioTemplate(db: Db, userId: number, durationMs: number, status: number = VoiceTemplateStatus.auditPass): Promise<string> {
  const templateId = `vt-${Math.random().toString(36).slice(2, 12)}`;
  const now = Date.now();
  await db.insert(voiceTemplates).values({ templateId, userId, name: 'Appointment reminder', type: VoiceTemplateType.Audio, audioId: `va-${templateId}`, status, durationMs, createdAt: now, updatedAt: now });
  return templateId;
}

/** A valid mobile number of `country` (libphonenumber's example), its last digits replaced by `n`. */
export function mobileOf(country: Parameters<typeof getExampleNumber>[0], n: number): string {
  const ex = getExampleNumber(country, examples)!.number;
  const tail = String(n).padStart(3, '0');
  return ex.slice(0, -tail.length) + tail;
}
