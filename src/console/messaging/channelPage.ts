import { createElement, type ComponentType } from 'react';
import type { PageProps } from '../lib/pageProps';
import type { MessagingChannel } from './channel';
import { ChannelContext } from './channelContext';

/** One of the core's pages for one channel: the route table mounts it like any area page. */
export function channelPage(Page: ComponentType<PageProps>, channel: MessagingChannel): ComponentType<PageProps> {
  function ChannelPage(props: PageProps) {
    return createElement(ChannelContext.Provider, { value: channel }, createElement(Page, props));
  }
  ChannelPage.displayName = `${channel.ns}:${Page.displayName ?? Page.name}`;
  return ChannelPage;
}
