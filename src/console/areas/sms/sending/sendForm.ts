import type { RecipientSummary } from '../../../messaging/core/sending/recipients';
import type { Timing } from '../../../messaging/core/sending/ScheduleCard';
import type { RecipientSource } from '../../../messaging/core/sending/useRecipientCheck';

export type { RecipientSource, Timing };

export type ContentMode = 'template' | 'free';

/** What the user fills in on the sending page (all plain values: it is also the draft). */
export interface SendForm {
  source: RecipientSource;
  recipientsText: string;
  /** The GroupId or SegmentId sent to when the source is a group or segment ('' none). */
  audienceId: string;
  /** ISO code; '' until known. */
  country: string;
  /** The country follows the user's registration country and the numbers until the user picks one. */
  countryAuto: boolean;
  senderId: string;
  taskName: string;
  /** Comma-separated. */
  tags: string;
  mode: ContentMode;
  templateId: string;
  /** Values of {{1}}, {{2}} … at index n - 1. */
  templateParams: string[];
  content: string;
  timing: Timing;
  date: string;
  time: string;
  zone: string;
}

/** The draft: the form, plus an uploaded file's checked numbers when they are few enough to keep. */
export interface SendDraft extends SendForm {
  fileName: string;
  /** Valid numbers joined by newlines; '' when the list was too long to keep (the file must be chosen again). */
  fileNumbers: string;
  fileCounts: FileCounts | null;
}

export type FileCounts = Omit<RecipientSummary, 'valid'>;

/** Uploaded lists up to this many valid numbers are kept in the draft; longer ones are not (IndexedDB writes on every change). */
export const DRAFT_FILE_NUMBERS_MAX = 20_000;

export function emptyForm(zone: string): SendForm {
  return {
    source: 'paste',
    recipientsText: '',
    audienceId: '',
    country: '',
    countryAuto: true,
    senderId: '',
    taskName: '',
    tags: '',
    mode: 'free',
    templateId: '',
    templateParams: [],
    content: '',
    timing: 'now',
    date: '',
    time: '',
    zone,
  };
}

/** The draft of a form and its uploaded list (if any). */
export function toDraft(form: SendForm, file: { name: string; summary: RecipientSummary | null } | null): SendDraft {
  if (!file || !file.summary) return { ...form, fileName: file?.name ?? '', fileNumbers: '', fileCounts: null };
  const { valid, ...counts } = file.summary;
  return { ...form, fileName: file.name, fileNumbers: valid.length <= DRAFT_FILE_NUMBERS_MAX ? valid.join('\n') : '', fileCounts: counts };
}

/** The form part of a restored draft. */
export function formFromDraft(d: SendDraft): SendForm {
  const { fileName: _n, fileNumbers: _f, fileCounts: _c, ...form } = d;
  // Drafts saved before audiences existed have no audienceId.
  return { ...form, audienceId: typeof form.audienceId === 'string' ? form.audienceId : '', templateParams: Array.isArray(form.templateParams) ? form.templateParams.map(String) : [] };
}

/** An uploaded list restored from a draft: its summary, or null when it was not kept. */
export function fileFromDraft(d: Pick<SendDraft, 'fileName' | 'fileNumbers' | 'fileCounts'>): { name: string; summary: RecipientSummary | null } | null {
  if (!d.fileName) return null;
  if (!d.fileNumbers || !d.fileCounts) return { name: d.fileName, summary: null };
  return { name: d.fileName, summary: { ...d.fileCounts, valid: d.fileNumbers.split('\n') } };
}

/** Tags typed as "a, b, c": trimmed, blanks and repeats dropped. */
export function parseTags(text: string): string[] {
  return [...new Set(text.split(',').map((s) => s.trim()).filter((s) => s !== ''))];
}

const VARIABLE_RE = /\{\{\s*(\d{1,3})\s*\}\}/g;

/** The template with the values given so far; variables still empty keep their {{n}}. */
export function fillTemplate(body: string, params: readonly string[]): string {
  return body.replace(VARIABLE_RE, (all, n: string) => params[Number(n) - 1] || all);
}

/** TemplateParams for a template's variables: index n - 1 holds {{n}}'s value, up to the highest variable. */
export function templateParamsFor(variables: readonly number[], values: readonly string[]): string[] {
  const max = variables.length === 0 ? 0 : Math.max(...variables);
  return Array.from({ length: max }, (_v, i) => (values[i] ?? '').trim());
}

/** The country most valid numbers belong to, or null when there are none. */
export function dominantCountry(byCountry: Readonly<Record<string, number>>): string | null {
  let best: string | null = null;
  for (const [c, n] of Object.entries(byCountry)) if (n > 0 && (best === null || n > byCountry[best]!)) best = c;
  return best;
}

/** The form differs from an empty one (the leave guard asks then). */
export function hasInput(form: SendForm, hasFile: boolean): boolean {
  return hasFile || form.recipientsText.trim() !== '' || form.audienceId !== '' || form.content.trim() !== '' || form.templateId !== '' || form.senderId !== '' || form.taskName !== '' || form.tags !== '';
}
