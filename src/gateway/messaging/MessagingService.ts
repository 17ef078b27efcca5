import type { Db } from '../db/client';
import { type JobHandler, JobRunner } from '../jobs/JobRunner';
import type { Channel } from './Channel';
import { CallbackSender } from './callbacks/CallbackSender';
import { systemResolver } from './callbacks/callbackUrlPolicy';
import type { Carrier } from './carrier/Carrier';
import { ReceiptWriter } from './delivery/ReceiptWriter';
import { taskJob } from './delivery/taskJob';
import { EXPORT_JOB, exportJob, type ExportSource } from './exports/exportJob';
import type { MessagingConfig } from './messagingConfig';

/** One channel at work in this process: its carrier connection and the writer of its receipts. */
export interface ChannelRuntime {
  channel: Channel;
  carrier: Carrier;
  receipts: ReceiptWriter;
}

export interface MessagingService {
  /** By channel name. */
  channels: ReadonlyMap<string, ChannelRuntime>;
  runner: JobRunner;
  callbacks: CallbackSender;
  close(): Promise<void>;
}

/**
 * The background work of the messaging core in one gateway process: per channel a carrier and a
 * receipt writer, one job runner (every channel's task jobs, exports, the channels' own jobs) and
 * the callback sender. close() stops claiming work, lets running batches record their results,
 * then closes the carriers and writes the last receipts. `carriers` replaces a channel's carrier (tests).
 */
export async function startMessaging(deps: {
  db: Db;
  config: MessagingConfig;
  channels: readonly Channel[];
  log: (line: string) => void;
  carriers?: Readonly<Record<string, Carrier | undefined>>;
  /** Exports of other things than send records, by `sms_exports.source` (the transactions). */
  exportSources?: Readonly<Record<string, ExportSource>>;
  /** Other areas' durable jobs run by the same runner (the audience's imports and exports), by kind. */
  jobs?: Readonly<Record<string, JobHandler>>;
}): Promise<MessagingService> {
  const { db, config, log } = deps;
  const channels = new Map<string, ChannelRuntime>();
  const handlers: Record<string, JobHandler> = { [EXPORT_JOB]: exportJob({ db, log, channels: deps.channels, sources: deps.exportSources }) };
  for (const channel of deps.channels) {
    if (channels.has(channel.name) || handlers[channel.taskJob]) throw new Error(`Channel ${channel.name}: name or task job ${channel.taskJob} taken`);
    const carrier = deps.carriers?.[channel.name] ?? channel.createCarrier(db, log);
    channels.set(channel.name, { channel, carrier, receipts: new ReceiptWriter(db, channel, { flushMs: config.receiptFlushMs, log }) });
    handlers[channel.taskJob] = taskJob({ db, channel, carrier, config, log });
    Object.assign(handlers, channel.jobs?.(db, log));
  }
  for (const [kind, handler] of Object.entries(deps.jobs ?? {})) {
    if (handlers[kind]) throw new Error(`Job kind ${kind} taken`);
    handlers[kind] = handler;
  }
  const runner = new JobRunner(db, handlers, { pollMs: config.jobPollMs, leaseMs: config.jobLeaseMs, concurrency: 4, log });
  const callbacks = new CallbackSender(db, {
    pollMs: Math.max(config.jobPollMs, 20),
    baseDelayMs: config.callbackBaseDelayMs,
    maxAttempts: config.callbackMaxAttempts,
    timeoutMs: config.callbackTimeoutMs,
    policy: { allowHosts: config.callbackAllowHosts, resolve: config.callbackResolve ?? systemResolver },
    log,
  });
  if (config.workers) {
    for (const { channel, carrier, receipts } of channels.values()) {
      await carrier.start({
        onReceipt: (r) => receipts.push(r),
        // A failure rejects: the carrier keeps the reply and offers it again.
        onMo: async (mo) => {
          await channel.onReply?.(db, mo);
        },
      });
    }
    runner.start();
    callbacks.start();
  }
  return {
    channels,
    runner,
    callbacks,
    async close() {
      await runner.close();
      await callbacks.close();
      for (const { carrier } of channels.values()) await carrier.close();
      for (const { receipts } of channels.values()) await receipts.close();
    },
  };
}
