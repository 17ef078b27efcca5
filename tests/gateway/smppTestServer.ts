import { createServer, type Server, type Socket } from 'node:net';
import { decodeBind } from '../../src/gateway/sms/smpp/bind';
import { BodyWriter } from '../../src/gateway/sms/smpp/bodyCodec';
import { Cmd, DATA_CODING_DEFAULT, ESM_DELIVERY_RECEIPT, Status } from '../../src/gateway/sms/smpp/commands';
import { encodePdu, type Pdu, PduReader } from '../../src/gateway/sms/smpp/pdu';
import { formatReceipt, smppDate } from '../../src/gateway/sms/smpp/receiptText';
import { decodeSm, encodeSm, smFields } from '../../src/gateway/sms/smpp/shortMessage';
import { decodeText, encodeText } from '../../src/gateway/sms/smpp/textCoding';

export interface Submitted {
  messageId: string;
  source: string;
  dest: string;
  text: string;
  dataCoding: number;
}

/**
 * A small SMSC for tests: binds transceivers with one system_id/password, accepts submit_sm
 * (refusing destinations ending in 03 with ESME_RINVDSTADR), and answers each accepted message
 * with a deliver_sm receipt: UNDELIV err:001 for destinations ending in 01, DELIVRD otherwise.
 */
export class SmppTestServer {
  readonly submitted: Submitted[] = [];
  readonly binds: string[] = [];
  private server: Server;
  private sockets = new Set<Socket>();
  private seq = 0;
  private nextId = 1;

  constructor(private readonly creds: { systemId: string; password: string }, private readonly receiptDelayMs = 10) {
    this.server = createServer((socket) => this.accept(socket));
  }

  async listen(): Promise<number> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', () => r()));
    return (this.server.address() as { port: number }).port;
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((r) => this.server.close(() => r()));
  }

  /** Sends an MO message to every bound client. */
  sendMo(from: string, to: string, text: string): void {
    const { dataCoding, bytes } = encodeText(text);
    for (const s of this.sockets) s.write(encodePdu({ commandId: Cmd.DeliverSm, status: 0, seq: ++this.seq, body: encodeSm(smFields({ source: from, dest: to, message: bytes, dataCoding, registeredDelivery: 0 })) }));
  }

  private accept(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    const reader = new PduReader();
    socket.on('data', (chunk: Buffer) => {
      for (const pdu of reader.push(chunk)) this.handle(socket, pdu);
    });
  }

  private reply(socket: Socket, pdu: Pdu, status: number, body: Buffer = Buffer.alloc(0)): void {
    socket.write(encodePdu({ commandId: (pdu.commandId | 0x80000000) >>> 0, status, seq: pdu.seq, body }));
  }

  private handle(socket: Socket, pdu: Pdu): void {
    switch (pdu.commandId) {
      case Cmd.BindTransceiver: {
        const b = decodeBind(pdu.body);
        const ok = b.systemId === this.creds.systemId && b.password === this.creds.password;
        if (ok) this.binds.push(b.systemId);
        this.reply(socket, pdu, ok ? Status.OK : Status.InvalidPassword, new BodyWriter().cstring('testsmsc').build());
        return;
      }
      case Cmd.SubmitSm: {
        const sm = decodeSm(pdu.body);
        if (sm.dest.endsWith('03')) return this.reply(socket, pdu, Status.InvalidDestAddress, new BodyWriter().cstring('').build());
        const messageId = `m${this.nextId++}`;
        this.submitted.push({ messageId, source: sm.source, dest: sm.dest, text: decodeText(sm.dataCoding, sm.message), dataCoding: sm.dataCoding });
        this.reply(socket, pdu, Status.OK, new BodyWriter().cstring(messageId).build());
        const stat = sm.dest.endsWith('01') ? { stat: 'UNDELIV', err: '001' } : { stat: 'DELIVRD', err: '000' };
        setTimeout(() => {
          const now = smppDate(Date.now());
          const text = formatReceipt({ id: messageId, ...stat, submitDate: now, doneDate: now });
          const body = encodeSm(smFields({ source: sm.dest, dest: sm.source, message: Buffer.from(text, 'latin1'), dataCoding: DATA_CODING_DEFAULT, esmClass: ESM_DELIVERY_RECEIPT, registeredDelivery: 0 }));
          socket.write(encodePdu({ commandId: Cmd.DeliverSm, status: 0, seq: ++this.seq, body }));
        }, this.receiptDelayMs);
        return;
      }
      case Cmd.EnquireLink:
        return this.reply(socket, pdu, Status.OK);
      case Cmd.Unbind:
        this.reply(socket, pdu, Status.OK);
        socket.end();
        return;
      case Cmd.DeliverSmResp:
        return;
      default:
        socket.write(encodePdu({ commandId: Cmd.GenericNack, status: Status.InvalidCommandId, seq: pdu.seq, body: Buffer.alloc(0) }));
    }
  }
}
