import type { uploadActions } from '../../../contract/actions/upload';
import type { AreaHandlers } from '../../handlers';
import { getMediaFileSign } from './getMediaFileSign';

export const uploadHandlers = {
  GetMediaFileSign: getMediaFileSign,
} satisfies AreaHandlers<keyof typeof uploadActions>;
