import { useTranslation } from 'react-i18next';
import type { TicketComment } from '../../../contract/entities/ticket';
import { formatDateTime } from '../../lib/format';

/** The ticket's conversation, oldest first: who wrote, when, the text as typed, and the pictures as thumbnails. */
export function TicketThread({ comments, viewer }: { comments: readonly TicketComment[]; viewer: 'customer' | 'operator' }) {
  const { t } = useTranslation();
  const author = (c: TicketComment) => {
    if (c.FromStaff) return viewer === 'operator' ? `${t('setting.tickets.detail.staff')} · ${c.AuthorName}` : t('setting.tickets.detail.staff');
    return viewer === 'customer' ? t('setting.tickets.detail.you') : `${t('setting.tickets.detail.customer')} · ${c.AuthorName}`;
  };
  return (
    <ol className="space-y-4" aria-label={t('setting.tickets.detail.thread')}>
      {comments.map((c) => (
        <li
          key={c.CommentId}
          data-testid="comment"
          data-staff={c.FromStaff ? '' : undefined}
          className={`rounded-lg border p-4 ${c.FromStaff ? 'border-indigo-200 bg-indigo-50' : 'border-slate-200 bg-white'}`}
        >
          <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <span className="font-medium text-slate-900">{author(c)}</span>
            <time className="tabular-nums text-xs text-slate-600" dateTime={new Date(c.CreateTime * 1000).toISOString()}>
              {formatDateTime(c.CreateTime)}
            </time>
          </div>
          <p className="whitespace-pre-wrap break-words text-sm text-slate-800 wrap-anywhere">{c.Content}</p>
          {c.Attachments.length > 0 && (
            <ul className="mt-3 flex flex-wrap gap-3">
              {c.Attachments.map((a) => (
                <li key={a.AttachFileId}>
                  <a
                    href={a.URL}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="block rounded-md border border-slate-200 bg-white p-1 focus-visible:outline-2 focus-visible:outline-indigo-600"
                    aria-label={t('setting.tickets.detail.openPicture', { name: a.FileName })}
                  >
                    <img src={a.ThumbURL} alt="" width={Math.min(160, a.Width)} height={Math.round((Math.min(160, a.Width) / a.Width) * a.Height)} className="h-auto max-h-40 w-auto max-w-40 rounded object-contain" loading="lazy" data-testid="thumb" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
