import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessagingChannel } from './channel';

/** The channel whose page is on screen; `channelPage` provides it. */
export const ChannelContext = createContext<MessagingChannel | null>(null);

/** The channel of the page (a core component outside a channel page is a programming error). */
export function useChannel(): MessagingChannel {
  const channel = useContext(ChannelContext);
  if (!channel) throw new Error('A messaging core component needs a channel (render it inside channelPage).');
  return channel;
}

/** `tc('task.title')` is the channel's text `t('<ns>.task.title')`. */
export type ChannelT = (key: string, options?: Record<string, unknown>) => string;

/** The channel with a translator of its own texts. */
export function useChannelTexts(): { channel: MessagingChannel; tc: ChannelT; t: ChannelT } {
  const channel = useChannel();
  const { t } = useTranslation();
  const tc: ChannelT = (key, options) => t(`${channel.ns}.${key}`, options);
  return { channel, tc, t: (key, options) => t(key, options) };
}
