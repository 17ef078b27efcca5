/**
 * The receiving SMTP server of bench:email, in a process of its own so that it does not share the
 * gateway's event loop: prints `port <n>` once listening; answers each IPC message with the number of
 * messages accepted so far.
 */
import { startSmtpSink } from '../gateway/emailSendingFixture';

const sink = await startSmtpSink();
// Counted, not kept: a long bench must not hold every message in memory.
let count = 0;
const keep = sink.received.push.bind(sink.received);
sink.received.push = (...items) => {
  count += items.length;
  return keep();
};
process.on('message', () => process.send?.(count));
process.on('disconnect', () => void sink.close().then(() => process.exit(0)));
console.log(`port ${sink.port}`);
