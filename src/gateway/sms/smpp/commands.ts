/** SMPP 3.4 command ids used here (a response id is the request id with the high bit set). */
export const Cmd = {
  GenericNack: 0x80000000,
  BindTransceiver: 0x00000009,
  BindTransceiverResp: 0x80000009,
  SubmitSm: 0x00000004,
  SubmitSmResp: 0x80000004,
  DeliverSm: 0x00000005,
  DeliverSmResp: 0x80000005,
  Unbind: 0x00000006,
  UnbindResp: 0x80000006,
  EnquireLink: 0x00000015,
  EnquireLinkResp: 0x80000015,
} as const;

/** Command status values used here. */
export const Status = {
  OK: 0x00000000,
  InvalidCommandId: 0x00000003,
  BindFailed: 0x0000000d,
  InvalidPassword: 0x0000000e,
  InvalidSystemId: 0x0000000f,
  InvalidDestAddress: 0x0000000b,
  Throttled: 0x00000058,
} as const;

/** Optional parameter (TLV) tags. */
export const Tag = {
  ReceiptedMessageId: 0x001e,
  MessagePayload: 0x0424,
  MessageState: 0x0427,
} as const;

/** esm_class bit marking a deliver_sm as a delivery receipt. */
export const ESM_DELIVERY_RECEIPT = 0x04;
export const DATA_CODING_DEFAULT = 0x00;
export const DATA_CODING_UCS2 = 0x08;
export const INTERFACE_VERSION = 0x34;
