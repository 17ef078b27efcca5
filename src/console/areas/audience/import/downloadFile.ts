import type { ActionName } from '../../../../contract/actions';
import { saveBlob } from '../../../messaging/core/records/saveBlob';
import { callAction, getBlob } from '../../../session';
import { showToast } from '../../../ui/toast/toastStore';

/** Asks a Get…File Action for a download address and saves the file (errors were already shown as toasts). */
export async function downloadFile(action: Extract<ActionName, 'GetContactImportRejectFile' | 'GetContactExportFile'>, params: { ImportId: string } | { ExportId: string }, done: (name: string) => string): Promise<void> {
  try {
    const file = await callAction(action, params as never);
    const answer = await getBlob(action, file.Url);
    const name = answer.fileName ?? file.FileName;
    saveBlob(answer.blob, name);
    showToast('success', done(name));
  } catch {
    /* the toast already told the user */
  }
}
