/// <reference lib="webworker" />
import { RecipientFileError, RecipientFileText } from './recipientFileRules';
import { runRecipientCheck, type RecipientReply, type WorkerCancel } from './runRecipientCheck';

type CheckRequest = { type: string; id: number; options: Parameters<typeof runRecipientCheck>[1] };

/**
 * A recipient-check worker's message loop: `entriesOf` turns a request into the entries to check
 * (splitting pasted text, reading a file); only the newest request runs to the end, older or
 * cancelled ones stop at their next chunk. Errors answer with their own text or 'File parsing failed'.
 */
export function serveRecipientChecks<Req extends CheckRequest>(entriesOf: (req: Req, post: (reply: RecipientReply) => void) => Promise<string[]> | string[]): void {
  const scope = self as unknown as DedicatedWorkerGlobalScope;
  let newest = 0;
  scope.onmessage = async (event: MessageEvent<Req | WorkerCancel>) => {
    const req = event.data;
    if (req.type === 'cancel') {
      newest = -1;
      return;
    }
    const request = req as Req;
    newest = request.id;
    const post = (reply: RecipientReply) => scope.postMessage(reply);
    try {
      const entries = await entriesOf(request, post);
      if (newest !== request.id) return;
      const summary = await runRecipientCheck(entries, request.options, {
        progress: (done, total) => post({ id: request.id, type: 'progress', phase: 'check', done, total }),
        cancelled: () => newest !== request.id,
      });
      if (summary) post({ id: request.id, type: 'done', summary });
    } catch (err) {
      post({ id: request.id, type: 'error', message: err instanceof RecipientFileError ? err.message : RecipientFileText.ParsingFailed });
    }
  };
}
