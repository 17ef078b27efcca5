import { randomUUID } from 'node:crypto';
import { WalletProductType } from '../../../contract/constants';
import type { Executor } from '../../db/client';
import { projects, users, wallets } from '../../db/schema';

export interface NewUser {
  email: string;
  passwordHash: string | null;
  displayName: string;
  phone?: string;
  phonePrefix?: string;
  timezone?: string;
  registerIp?: string;
  registerCountry?: string;
  activated: boolean;
  upgrade?: boolean;
  type?: number;
  saleCode?: string | null;
  channelCode?: string | null;
}

/** Wallets every account has: the main one (0) and the spec's sub-wallets. */
export const WALLET_TYPES = [0, WalletProductType.SMS, WalletProductType.Voice, WalletProductType.Email, WalletProductType.Advertising];

/**
 * Creates a user with a default project and empty wallets. New accounts are not upgraded and have
 * no package: the 14-day free trial is theirs to start once.
 */
export async function createUser(db: Executor, u: NewUser, now: number): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      email: u.email.toLowerCase(),
      passwordHash: u.passwordHash,
      displayName: u.displayName,
      phone: u.phone ?? '',
      phonePrefix: u.phonePrefix ?? '',
      timezone: u.timezone ?? 'UTC',
      registerIp: u.registerIp ?? '',
      registerCountry: u.registerCountry ?? '',
      activated: u.activated,
      upgrade: u.upgrade ?? false,
      type: u.type ?? 1,
      saleCode: u.saleCode ?? null,
      channelCode: u.channelCode ?? null,
      createdAt: now,
    })
    .returning({ id: users.id });
  const userId = row!.id;
  await db.insert(projects).values({ id: `org-${randomUUID().slice(0, 8)}`, userId, name: 'Default project', isDefault: true, createdAt: now });
  await db.insert(wallets).values(WALLET_TYPES.map((productType) => ({ userId, productType })));
  return userId;
}
