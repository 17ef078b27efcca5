/**
 * The voice (VMS) area (issue 14): one chunk with its texts — the audio library (upload,
 * conversion to WAV, playback) and voice templates (text or audio, reviewed).
 */
export { areaTexts } from './areaTexts';
export { AudioPage } from './AudioPage';
export { TemplateListPage } from './TemplateListPage';
export { TemplateFormPage } from './TemplateFormPage';
