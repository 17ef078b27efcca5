/**
 * The voice (VMS) area (issue 14): one chunk with its texts — the audio library today (upload,
 * conversion to WAV, playback).
 */
export { areaTexts } from './areaTexts';
export { AudioPage } from './AudioPage';
