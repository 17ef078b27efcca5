import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { actions, composeRegistry, type Registry } from '../contract/actions';
import { AUTH_CACHE_CHANNEL, AuthCache } from './auth/authCache';
import type { GatewayConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { createDispatcher, type Dispatcher } from './dispatch/dispatch';
import { purgeIdempotencyKeys } from './dispatch/idempotency';
import { handlers } from './handlerTable';
import { createHttpServer } from './http/server';
import { Deliverer } from './mail/Deliverer';
import { seed, type SeedReport } from './seed/seed';
import type { Channel } from './messaging/Channel';
import type { Carrier } from './messaging/carrier/Carrier';
import { type MessagingService, startMessaging } from './messaging/MessagingService';
import { emailChannel } from './email/sending/emailChannel';
import { mmsChannel } from './mms/mmsChannel';
import { voiceChannel } from './vms/voiceChannel';
import { smsChannel } from './sms/smsChannel';
import { type BillingService, startBilling } from './payments/BillingService';
import { transactionExportSource } from './actions/billing/transactionExportSource';
import { audienceJobs } from './audience/audienceJobs';
import { emailJobs } from './email/domainRecheckJob';
import { vmsJobs } from './vms/vmsJobs';
import { EMAIL_TEMPLATE_REVIEW_JOB, emailTemplateReviewJob } from './email/templates/emailTemplateReviewJob';
import { whatsappJobs } from './whatsapp/whatsappJobs';
import { whatsappChannel } from './whatsapp/sending/whatsappChannel';
import { purgeWebhookEvents } from './whatsapp/purgeWebhookEvents';

export interface Gateway {
  server: Server;
  database: Database;
  dispatcher: Dispatcher;
  /** This process's sessions, users, modules and access keys (auth/authCache.ts). */
  authCache: AuthCache;
  deliverer: Deliverer;
  seedReport: SeedReport;
  /** The messaging core's background work: per channel a carrier and receipt writer, the job runner, callbacks. */
  messaging: MessagingService;
  /** The same service under its name from before the core (tests and benchmarks use it). */
  sms: MessagingService;
  /** The payment work (card bindings, 10 USD releases, recharges, auto recharge): payments/BillingService.ts. */
  billing: BillingService;
  /** http://host:port once listening. */
  url: string;
  close(): Promise<void>;
}

/** An area added to the project's registry (tests: a fixture area), with its handlers. */
export interface ExtraArea {
  actions: Registry;
  handlers: Readonly<Record<string, (params: never, ctx: never) => Promise<unknown>>>;
}

/** Opens the database, migrates, seeds, and listens. Used by main.ts, the tests and the benchmarks. */

export async function startGateway(
  config: GatewayConfig,
  opts: {
    log?: (line: string) => void;
    database?: Database;
    smsCarrier?: Carrier;
    extraAreas?: readonly ExtraArea[];
    /** More channels of the messaging core besides SMS (tests: a fixture channel). */
    extraChannels?: readonly Channel[];
  } = {},
): Promise<Gateway> {
  const extraAreas = opts.extraAreas ?? [];
  const registry = composeRegistry(actions, ...extraAreas.map((a) => a.actions));
  const log = opts.log ?? ((line: string) => console.log(line));
  const database = opts.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const seedReport = await seed(database.db, Date.now());
  const deliverer = new Deliverer(database.db, config, log);
  // Sessions, users, modules and access keys are cached only while this process LISTENs for the
  // invalidations other processes publish (auth/authCache.ts).
  const authCache = new AuthCache(config.authCacheTtlMs);
  const stopListening = await database.listen(
    AUTH_CACHE_CHANNEL,
    (payload) => authCache.notified(payload),
    (listening) => {
      authCache.setListening(listening);
      if (!listening) log('[auth-cache] LISTEN connection lost: not caching until it is back');
    },
  );
  const channels = [smsChannel(config.sms), mmsChannel(config.sms), voiceChannel(config.vms), emailChannel(config.emailSending), whatsappChannel(config), ...(opts.extraChannels ?? [])];
  const dispatcher = createDispatcher({
    authCache,
    channels,
    db: database.db,
    config,
    handlers,
    registry,
    extraHandlers: Object.assign({}, ...extraAreas.map((a) => a.handlers)),
    flushOutbound: () => void deliverer.flush().catch((err) => log(`[mail] ${String(err)}`)),
  });
  const messaging = await startMessaging({
    db: database.db,
    config: config.sms,
    channels,
    log,
    carriers: { sms: opts.smsCarrier },
    exportSources: { transactions: transactionExportSource },
    jobs: {
      ...audienceJobs({ db: database.db, uploadDir: config.uploadDir, log, channels }),
      ...vmsJobs({ db: database.db, uploadDir: config.uploadDir, tools: config.audioTools, log }),
      ...emailJobs({ db: database.db, config: config.email, log }),
      [EMAIL_TEMPLATE_REVIEW_JOB]: emailTemplateReviewJob({ db: database.db, delayMs: () => Math.ceil(config.sms.templateReviewDelayMs / 2) }),
      ...whatsappJobs(),
    },
  });
  const billing = startBilling({ db: database.db, payments: config.payments, jobs: config.sms, log });
  const server = createHttpServer({ config, db: database.db, dispatcher, registry });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const addr = server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const timers = [
    setInterval(() => void deliverer.flush().catch(() => undefined), 60_000),
    setInterval(() => void purgeIdempotencyKeys(database.db, Date.now()).catch(() => undefined), 3600_000),
    setInterval(() => void purgeWebhookEvents(database.db, Date.now()).catch(() => undefined), 3600_000),
  ];
  for (const t of timers) t.unref();
  void deliverer.flush().catch(() => undefined);
  return {
    server,
    database,
    dispatcher,
    authCache,
    deliverer,
    seedReport,
    messaging,
    sms: messaging,
    billing,
    url: `http://${host}:${addr.port}`,
    async close() {
      for (const t of timers) clearInterval(t);
      // Requests under way finish (for up to 10 s); kept-alive connections that are or become idle
      // are closed at once rather than after their 65 s keep-alive.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      server.closeIdleConnections();
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
      clearInterval(sweep);
      server.closeAllConnections();
      await messaging.close();
      await billing.close();
      deliverer.close();
      await stopListening();
      await database.close();
    },
  };
}
