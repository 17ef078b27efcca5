import { useEffect, useState } from 'react';
import { online, uploadFileLazily } from '../../../offline';

/** The upload of a recipient file to the gateway: idle (no file, or offline), uploading, done (its FileId) or failed. */
export type RecipientUploadState = { state: 'idle' | 'uploading' | 'failed'; fileId: null } | { state: 'done'; fileId: string };

const idle: RecipientUploadState = { state: 'idle', fileId: null };

/**
 * Uploads a chosen recipient file (spec 001 §7, Kind 'import', or the channel's kind: e-mail's
 * 'email-import' of 20 MB) while it is checked in the worker,
 * so the send can name it by FileId and the gateway reads the numbers itself. Offline the file is
 * not uploaded (the send then carries the checked numbers); a refused upload shows the spec's toast
 * (`uploadFile`) and leaves the state 'failed', with the same fallback.
 */
export function useRecipientUpload(file: File | null, kind: 'import' | 'email-import' = 'import'): RecipientUploadState {
  const [state, setState] = useState<RecipientUploadState>(idle);
  useEffect(() => {
    if (!file || !online.peek()) {
      setState(idle);
      return;
    }
    let live = true;
    setState({ state: 'uploading', fileId: null });
    uploadFileLazily(file, { kind }).then(
      (uploaded) => {
        if (live) setState({ state: 'done', fileId: uploaded.FileId });
      },
      () => {
        if (live) setState({ state: 'failed', fileId: null });
      },
    );
    return () => {
      live = false;
    };
  }, [file, kind]);
  return state;
}
