/// <reference lib="webworker" />
import { splitRecipients } from '../../../../contract/sms/recipients';
import type { TextCheckRequest } from './runRecipientCheck';
import { serveRecipientChecks } from './serveRecipientChecks';

/** Splits and checks pasted recipient lists off the main thread (libphonenumber-js lives here, not in the page). */
serveRecipientChecks<TextCheckRequest>((req) => splitRecipients(req.text));
