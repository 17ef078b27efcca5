import type { FileTypeName } from '../upload/detectFileType';

/** Spec 001 §4 "Voice file status". */
export const VoiceFileStatus = { Processing: 1, Success: 2, Failed: 3 } as const;
export type VoiceFileStatusValue = (typeof VoiceFileStatus)[keyof typeof VoiceFileStatus];
export const VoiceFileStatuses = Object.values(VoiceFileStatus);

/** Spec 001 §5 "Voice audio": the formats accepted (the spec's "ACC" is AAC), read from the bytes. */
export const VOICE_AUDIO_TYPES = ['wav', 'flac', 'wma', 'mp3', 'ogg', 'aac', 'm4a'] as const satisfies readonly FileTypeName[];
export type VoiceAudioType = (typeof VOICE_AUDIO_TYPES)[number];

/** The file input's accept list: the seven formats by extension and type. */
export const VOICE_AUDIO_ACCEPT = '.wav,.flac,.wma,.mp3,.ogg,.aac,.m4a,audio/wav,audio/flac,audio/x-ms-wma,audio/mpeg,audio/ogg,audio/aac,audio/mp4';

/** Spec 001 §5: "Allowed characters for names: letters, digits, _ + - { } ." */
export const VOICE_FILE_NAME_CHARS = /^[A-Za-z0-9_+\-{}.]+$/;

/**
 * The longest audio the gateway transcodes, in seconds (the spec sets none; a 10 MB MP3 at a low
 * bit rate could hold hours, a WAV of several hundred MB). A reminder call lasts a minute or two.
 */
export const VOICE_AUDIO_MAX_SECONDS = 30 * 60;
