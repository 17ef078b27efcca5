/// <reference lib="webworker" />
import { readImportPreview } from './readImportPreview';
import type { PreviewReply, PreviewRequest } from './previewOffThread';

/** Reads contact files (.csv streamed, .xlsx with SheetJS, loaded only here) off the main thread. */
self.addEventListener('message', (event: MessageEvent<PreviewRequest>) => {
  const req = event.data;
  const post = (reply: PreviewReply) => self.postMessage(reply);
  let last = 0;
  readImportPreview(req.file, (done, total) => {
    const now = Date.now();
    if (now - last < 100 && done < total) return;
    last = now;
    post({ id: req.id, type: 'progress', done, total });
  }).then(
    (preview) => post({ id: req.id, type: 'done', preview }),
    (err: unknown) => post({ id: req.id, type: 'error', message: err instanceof Error ? err.message : String(err) }),
  );
});
