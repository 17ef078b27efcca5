import { BodyReader, BodyWriter } from './bodyCodec';
import { Tag } from './commands';

/** The body of submit_sm and deliver_sm (same layout in SMPP 3.4 §4.4.1 and §4.6.1). */
export interface SmFields {
  serviceType: string;
  sourceTon: number;
  sourceNpi: number;
  source: string;
  destTon: number;
  destNpi: number;
  dest: string;
  esmClass: number;
  protocolId: number;
  priority: number;
  scheduleTime: string;
  validity: string;
  registeredDelivery: number;
  replaceIfPresent: number;
  dataCoding: number;
  smDefaultMsgId: number;
  /** short_message, or message_payload when longer than 254 octets. */
  message: Buffer;
  tlvs: Map<number, Buffer>;
}

export function encodeSm(f: SmFields): Buffer {
  const long = f.message.length > 254;
  const w = new BodyWriter()
    .cstring(f.serviceType)
    .u8(f.sourceTon)
    .u8(f.sourceNpi)
    .cstring(f.source)
    .u8(f.destTon)
    .u8(f.destNpi)
    .cstring(f.dest)
    .u8(f.esmClass)
    .u8(f.protocolId)
    .u8(f.priority)
    .cstring(f.scheduleTime)
    .cstring(f.validity)
    .u8(f.registeredDelivery)
    .u8(f.replaceIfPresent)
    .u8(f.dataCoding)
    .u8(f.smDefaultMsgId)
    .u8(long ? 0 : f.message.length);
  if (!long) w.bytes(f.message);
  for (const [tag, value] of f.tlvs) if (tag !== Tag.MessagePayload) w.tlv(tag, value);
  if (long) w.tlv(Tag.MessagePayload, f.message);
  return w.build();
}

export function decodeSm(body: Buffer): SmFields {
  const r = new BodyReader(body);
  const f = {
    serviceType: r.cstring(),
    sourceTon: r.u8(),
    sourceNpi: r.u8(),
    source: r.cstring(),
    destTon: r.u8(),
    destNpi: r.u8(),
    dest: r.cstring(),
    esmClass: r.u8(),
    protocolId: r.u8(),
    priority: r.u8(),
    scheduleTime: r.cstring(),
    validity: r.cstring(),
    registeredDelivery: r.u8(),
    replaceIfPresent: r.u8(),
    dataCoding: r.u8(),
    smDefaultMsgId: r.u8(),
  };
  const smLength = r.u8();
  const short = r.bytes(smLength);
  const tlvs = r.tlvs();
  return { ...f, message: smLength === 0 && tlvs.has(Tag.MessagePayload) ? tlvs.get(Tag.MessagePayload)! : short, tlvs };
}

/** Defaults for everything but the addresses and the message. */
export function smFields(p: { source: string; dest: string; message: Buffer; dataCoding: number; esmClass?: number; registeredDelivery?: number; tlvs?: Map<number, Buffer> }): SmFields {
  const alpha = /[A-Za-z]/.test(p.source);
  return {
    serviceType: '',
    sourceTon: alpha ? 5 : 1, // alphanumeric sender, else international
    sourceNpi: alpha ? 0 : 1,
    source: p.source,
    destTon: 1,
    destNpi: 1,
    dest: p.dest,
    esmClass: p.esmClass ?? 0,
    protocolId: 0,
    priority: 0,
    scheduleTime: '',
    validity: '',
    registeredDelivery: p.registeredDelivery ?? 1,
    replaceIfPresent: 0,
    dataCoding: p.dataCoding,
    smDefaultMsgId: 0,
    message: p.message,
    tlvs: p.tlvs ?? new Map(),
  };
}
