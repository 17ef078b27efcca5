/** One message handed to a carrier. */
export interface CarrierMessage {
  /** Our message id (sms_messages.id). */
  id: number;
  /** E.164, with '+'. */
  phone: string;
  senderId: string;
  text: string;
  /** MMS and e-mail: the subject; MMS: the stored image's FileId (the carrier adapter reads the file); absent for SMS. */
  subject?: string;
  mediaFileId?: string | null;
  /** Voice: the length of the audio the call plays (ms). */
  mediaDurationMs?: number;
  /** The task's structured content for channels that have one (sms_tasks.payload; WhatsApp: template or text). */
  payload?: unknown;
}

/** A failure with retry set never reached the carrier: the message goes back to the queue. */
export type SubmitResult = { id: number; ok: true; carrierId: string } | { id: number; ok: false; code: string; retry?: boolean };

/** A delivery receipt: the final state of a message at the carrier. */
export interface Receipt {
  carrierId: string;
  result: 'Success' | 'Fail' | 'Unknown';
  code: string;
  at: number;
  /** Voice: how long the call was connected (ms); 0 or absent when it was not answered. */
  calledMs?: number;
}

/** A mobile-originated message (a reply). */
export interface MoMessage {
  from: string;
  to: string;
  text: string;
  at: number;
}

export interface CarrierEvents {
  /**
   * Resolves true once the receipt is written (or known to be a repeat), false when its message is
   * not recorded as submitted yet: a carrier with durable receipts offers it again later.
   */
  onReceipt(receipt: Receipt): Promise<boolean>;
  /** Resolves once the reply is stored. */
  onMo(mo: MoMessage): Promise<void>;
}

/** What delivery needs from a carrier: submit batches, and receipts and replies as events. */
export interface Carrier {
  readonly name: string;
  /**
   * Whether a message whose submit may or may not have reached the carrier (the gateway stopped
   * in between) can be submitted again without a second SMS: true only for carriers that
   * deduplicate on our message id.
   */
  readonly resubmitSafe: boolean;
  start(events: CarrierEvents): Promise<void>;
  /** One result per message, in any order; never throws for a single message's failure. */
  submit(batch: readonly CarrierMessage[]): Promise<SubmitResult[]>;
  close(): Promise<void>;
}
