import type { GatewayConfig } from '../../config';
import type { Db } from '../../db/client';
import { systemResolver } from '../../messaging/callbacks/callbackUrlPolicy';
import { CloudApiProvider } from './CloudApiProvider';
import { SimulatedWhatsAppProvider } from './SimulatedWhatsAppProvider';
import type { WhatsAppProvider } from './WhatsAppProvider';

/** The configured WhatsApp provider (WHATSAPP_PROVIDER): the Cloud API, or the simulated one on this database. */
export function whatsappProviderFor(config: GatewayConfig, db: Db): WhatsAppProvider {
  const wa = config.whatsapp;
  if (wa.provider === 'simulated') return new SimulatedWhatsAppProvider(db, wa.simReviewMs, wa.simStatusMs, wa.simTier);
  return new CloudApiProvider(wa, { allowHosts: config.sms.callbackAllowHosts, resolve: config.sms.callbackResolve ?? systemResolver });
}
