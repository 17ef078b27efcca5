import type { Db } from '../../db/client';
import type { SmsConfig } from '../smsConfig';
import type { Carrier } from '../../messaging/carrier/Carrier';
import { SimulatedCarrier } from './SimulatedCarrier';
import { SmppCarrier } from './SmppCarrier';

/** The carrier of SMS_CARRIER: simulated (default) or SMPP 3.4. */
export function createCarrier(db: Db, config: SmsConfig, log: (line: string) => void): Carrier {
  if (config.carrier === 'smpp') return new SmppCarrier({ ...config.smpp, log });
  return new SimulatedCarrier(db, config.simulation, log);
}
