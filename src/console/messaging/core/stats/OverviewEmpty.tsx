import { ActionLink } from './ActionLink';
import { useChannelTexts } from '../../channelContext';

/** A new account's overview: what will appear here and the first steps, instead of empty charts. */
export function OverviewEmpty() {
  const { channel, tc } = useChannelTexts();
  return (
    <section aria-labelledby="sms-overview-empty" className="rounded-xl border border-dashed border-indigo-300 bg-indigo-50/40 p-6">
      <h2 id="sms-overview-empty" className="text-lg font-semibold text-slate-900">
        {tc('overview.empty.title')}
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-slate-700">{tc('overview.empty.body')}</p>
      <ol className="mt-4 max-w-2xl list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>{tc('overview.empty.step1')}</li>
        <li>{tc('overview.empty.step2')}</li>
        <li>{tc('overview.empty.step3')}</li>
      </ol>
      <div className="mt-5 flex flex-wrap gap-2">
        <ActionLink to={channel.routes.sending}>{tc('overview.send')}</ActionLink>
        {channel.routes.templates && (
          <ActionLink to={channel.routes.templates} variant="secondary">
            {tc('overview.templates')}
          </ActionLink>
        )}
      </div>
    </section>
  );
}
