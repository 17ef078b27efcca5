import { useRef, useState } from 'react';
import { navigate } from '../../../lib/navigate';
import { QueuedOfflineError } from '../../../offline';
import { ActionError, NetworkError } from '../../../session';
import { useChannel } from '../../channelContext';

/** A send the gateway accepted: the task it made. */
interface SentTask {
  TaskId: string;
  AccountId: string;
  SessionNo: string;
}

/**
 * The confirmation step every channel's sending page shares: the parameters waiting for the user's
 * confirmation (`confirm`, set by `setConfirm` once the form is valid), the send itself
 * (`confirmSend`: the channel's task page on success; offline, the send is queued by the outbox and
 * `queued` is set; a refusal is `serverError`), `busy` while it runs, and `sent` (the page may be
 * left without the unsaved-changes guard once the send went or was queued).
 */
export function useConfirmedSend<P>(send: (params: P) => Promise<SentTask>) {
  const channel = useChannel();
  const [confirm, setConfirm] = useState<P | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [queued, setQueued] = useState(false);
  const sent = useRef(false);

  async function confirmSend() {
    if (!confirm) return;
    setBusy(true);
    try {
      const res = await send(confirm);
      sent.current = true;
      navigate(channel.routes.task(res), { force: true });
    } catch (err) {
      setConfirm(null);
      setBusy(false);
      if (err instanceof QueuedOfflineError) {
        sent.current = true;
        setQueued(true);
      } else if (err instanceof ActionError || err instanceof NetworkError) setServerError(err.message);
    }
  }

  return { confirm, setConfirm, busy, serverError, setServerError, queued, sent, confirmSend };
}
