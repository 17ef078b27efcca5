import type { AreaTexts } from '../../i18n/areaTexts';
import { audioTexts } from './texts/audio';
import { commonTexts } from './texts/common';
import { templateTexts } from './texts/template';

/**
 * The voice (VMS) area's texts under the `vms` key (t('vms.audio.play')); the status names under
 * `vms.status` (contract/display/voiceFileStatus.ts). Chinese (`areaTextsZh.ts`) is a chunk of its own.
 */
const en = {
  status: commonTexts.en,
  audio: audioTexts.en,
  template: templateTexts.en,
};

export const areaTexts: AreaTexts = { ns: 'vms', en, zh: async () => (await import('./areaTextsZh')).zh };
