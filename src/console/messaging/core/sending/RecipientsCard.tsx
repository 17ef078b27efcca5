import type { Signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { memo, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_RECIPIENTS_MAX } from '../../../../contract/sms/smsConstants';
import { formatCount } from '../../../lib/format';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { TextAreaField } from '../../../ui/TextAreaField';
import { AudienceChoice } from './AudienceChoice';
import { ChoiceGroup } from './ChoiceGroup';
import { RECIPIENT_FILE_ACCEPT, RecipientFileText } from './recipientFileRules';
import { RecipientSummaryView } from './RecipientSummaryView';
import type { RecipientProgress } from './checkRecipientsOffThread';
import { progressPercent, type RecipientCheckState, type RecipientSource, type UploadedList } from './useRecipientCheck';
import { useChannelTexts } from '../../channelContext';
import type { AudienceRecipients } from './useAudienceRecipients';
import type { RecipientUploadState } from './useRecipientUpload';

const FILE_ERROR_KEYS: Record<string, string> = {
  [RecipientFileText.TypeMismatch]: 'sending.file.typeMismatch',
  [RecipientFileText.TooLarge]: 'sending.file.tooLarge',
  [RecipientFileText.ParsingFailed]: 'sending.file.parsingFailed',
  [RecipientFileText.Empty]: 'sending.file.empty',
};

export interface RecipientsCardProps {
  source: RecipientSource;
  onSource: (s: RecipientSource) => void;
  text: string;
  onText: (text: string) => void;
  upload: UploadedList | null;
  onFile: (file: File | null) => void;
  check: RecipientCheckState;
  /** The validation message for the recipients, translated. */
  error: string | undefined;
  countryName: (code: string) => string;
  /** The chosen file's upload to the gateway (`useRecipientUpload`); not shown when left out. */
  uploadState?: RecipientUploadState['state'];
  disabled?: boolean;
  /** A channel that sends to audiences (`sending.audience`): the chosen group or segment and its count. */
  audienceId?: string;
  onAudience?: (id: string) => void;
  audience?: AudienceRecipients;
}

const UPLOAD_KEYS: Partial<Record<RecipientUploadState['state'], string>> = {
  uploading: 'sending.file.uploading',
  done: 'sending.file.uploaded',
  failed: 'sending.file.uploadFailed',
};

/** The worker's progress (a signal: only this bar re-renders on each report). */
function CheckProgress({ progress }: { progress: Signal<RecipientProgress | null> }) {
  useSignals();
  const { tc } = useChannelTexts();
  const id = useId();
  const p = progress.value;
  const percent = progressPercent(p);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs text-slate-600">
        {p?.phase === 'read' ? tc('sending.recipients.reading') : tc('sending.recipients.checking', { percent })}
      </label>
      <progress id={id} className="h-2 w-full overflow-hidden rounded-full accent-indigo-600" max={100} value={percent} />
    </div>
  );
}

/**
 * Recipients typed or pasted, or read from a .txt/.csv/.xlsx file, checked in a worker with a
 * progress bar and a summary; or, for a channel that sends to audiences, a group or segment as
 * the gateway counts it.
 */
export const RecipientsCard = memo(function RecipientsCard({ source, onSource, text, onText, upload, onFile, check, error, countryName, uploadState, disabled = false, audienceId = '', onAudience, audience }: RecipientsCardProps) {
  const { i18n } = useTranslation();
  const { channel, tc } = useChannelTexts();
  const audiences = channel.sending.audience && audience && onAudience;
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const fileError = check.error ? tc(FILE_ERROR_KEYS[check.error] ?? 'sending.file.parsingFailed') : null;
  return (
    <Card title={tc('sending.recipients.title')}>
      <div className="space-y-4">
        <ChoiceGroup
          legend={tc('sending.recipients.source')}
          value={source}
          onChange={onSource}
          disabled={disabled}
          choices={[
            { value: 'paste', label: tc('sending.recipients.paste') },
            { value: 'file', label: tc('sending.recipients.upload') },
            ...(audiences
              ? [
                  { value: 'group' as const, label: tc('sending.recipients.fromGroup') },
                  { value: 'segment' as const, label: tc('sending.recipients.fromSegment') },
                ]
              : []),
          ]}
        />
        {(source === 'group' || source === 'segment') && audiences ? (
          <AudienceChoice kind={source} value={audienceId} onChange={onAudience} audience={audience} error={error} countryName={countryName} />
        ) : source === 'paste' ? (
          <TextAreaField
            label={tc('sending.recipients.numbers')}
            rows={6}
            value={text}
            readOnly={disabled}
            spellCheck={false}
            placeholder={'+14155550199\n+447400900199'}
            onChange={(e) => onText(e.target.value)}
            hint={tc('sending.recipients.numbersHint')}
            error={error}
          />
        ) : (
          <div>
            <label htmlFor={fileId} className="mb-1 block text-sm font-medium text-slate-700">
              {tc('sending.recipients.file')}
            </label>
            <input
              ref={input}
              id={fileId}
              type="file"
              accept={RECIPIENT_FILE_ACCEPT}
              disabled={disabled}
              aria-describedby={`${fileId}-hint`}
              aria-invalid={error || fileError ? true : undefined}
              onChange={(e) => onFile(e.target.files?.[0] ?? null)}
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-4 file:py-2 file:text-sm file:font-medium file:text-indigo-700 hover:file:bg-indigo-100"
            />
            <p id={`${fileId}-hint`} className="mt-1 text-xs text-slate-600">
              {tc('sending.recipients.fileHint', { max: formatCount(SMS_RECIPIENTS_MAX, i18n.language) })}
            </p>
            {upload && (
              <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <span>{tc('sending.recipients.chosen', { name: upload.name })}</span>
                <Button
                  variant="ghost"
                  className="!px-2 !py-1"
                  onClick={() => {
                    if (input.current) input.current.value = '';
                    onFile(null);
                  }}
                >
                  {tc('sending.recipients.removeFile')}
                </Button>
              </div>
            )}
            {upload?.file && uploadState && UPLOAD_KEYS[uploadState] && (
              <p className="mt-1 text-xs text-slate-600" role="status" data-testid="recipient-upload">
                {tc(UPLOAD_KEYS[uploadState]!)}
              </p>
            )}
            {upload && !upload.file && !upload.restored && (
              <Alert tone="warning" className="mt-2">
                {tc('sending.recipients.chooseAgain', { name: upload.name })}
              </Alert>
            )}
            {error && <p className="mt-1 text-xs text-red-700">{error}</p>}
          </div>
        )}
        {check.checking && <CheckProgress progress={check.progress} />}
        {fileError && <Alert tone="error">{fileError}</Alert>}
        {check.summary && <RecipientSummaryView summary={check.summary} countryName={countryName} />}
      </div>
    </Card>
  );
});
