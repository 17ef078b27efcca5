import type { Handler } from '../../handlers';
import { getExportRecordFile } from '../billing/getExportRecordFile';

/**
 * Issues a download address for a completed export: GET it (an <a download> link or fetch) within
 * 10 minutes to receive the CSV. The address carries a fresh single-purpose token, never the
 * caller's credentials; asking again replaces the token. The same as GetExportRecordFile, which
 * serves every channel's and source's exports.
 */
export const getUSMSExportSendRecordFile: Handler<'GetUSMSExportSendRecordFile'> = (p, ctx) => getExportRecordFile(p, ctx);
