import { BodyReader, BodyWriter } from './bodyCodec';
import { INTERFACE_VERSION } from './commands';

export interface BindFields {
  systemId: string;
  password: string;
  systemType: string;
}

export function encodeBind(f: BindFields): Buffer {
  return new BodyWriter()
    .cstring(f.systemId)
    .cstring(f.password)
    .cstring(f.systemType)
    .u8(INTERFACE_VERSION)
    .u8(0) // addr_ton
    .u8(0) // addr_npi
    .cstring('') // address_range
    .build();
}

export function decodeBind(body: Buffer): BindFields {
  const r = new BodyReader(body);
  return { systemId: r.cstring(), password: r.cstring(), systemType: r.cstring() };
}
