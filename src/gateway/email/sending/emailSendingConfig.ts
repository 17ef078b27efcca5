/** How the gateway hands e-mail over (README "Configuration", issue 13 "Delivery"). */
export interface EmailSendingConfig {
  /**
   * EMAIL_TRANSFER: `mailbox` (the default: every e-mail lands in the embedded catch-all mailbox,
   * table email_mailbox, read in the console) or `smtp` (an SMTP relay at EMAIL_SMTP_URL; setting
   * EMAIL_SMTP_URL alone chooses it).
   */
  transfer: 'mailbox' | 'smtp';
  /** EMAIL_SMTP_URL, e.g. `smtps://user:pass@relay.example.com:465` or `smtp://127.0.0.1:2525`. */
  smtpUrl?: string;
  /** EMAIL_SMTP_CONNECTIONS: SMTP connections used at once by one gateway process (1-50, default 4). */
  connections: number;
  /** The console's public address: one-click unsubscribe links point at `<it>/api/email/unsubscribe`. */
  publicUrl: string;
}

export function emailSendingConfigFromEnv(env: NodeJS.ProcessEnv, publicUrl: string): EmailSendingConfig {
  const smtpUrl = env.EMAIL_SMTP_URL?.trim() || undefined;
  const transfer = (env.EMAIL_TRANSFER?.trim() || (smtpUrl ? 'smtp' : 'mailbox')) as EmailSendingConfig['transfer'];
  if (transfer !== 'mailbox' && transfer !== 'smtp') throw new Error(`EMAIL_TRANSFER must be mailbox or smtp, got ${env.EMAIL_TRANSFER}`);
  if (transfer === 'smtp' && !smtpUrl) throw new Error('EMAIL_TRANSFER=smtp needs EMAIL_SMTP_URL');
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new Error('EMAIL_SMTP_URL must start with smtp:// or smtps://');
  const connections = Number(env.EMAIL_SMTP_CONNECTIONS ?? 4);
  if (!Number.isInteger(connections) || connections < 1 || connections > 50) throw new Error(`EMAIL_SMTP_CONNECTIONS must be 1 to 50, got ${env.EMAIL_SMTP_CONNECTIONS}`);
  return { transfer, smtpUrl, connections, publicUrl };
}
