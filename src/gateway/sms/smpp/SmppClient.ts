import { connect, type Socket } from 'node:net';
import { type BindFields, encodeBind } from './bind';
import { BodyWriter } from './bodyCodec';
import { Cmd, Status } from './commands';
import { encodePdu, type Pdu, PduReader } from './pdu';

export interface SmppClientOptions extends BindFields {
  host: string;
  port: number;
  /** Requests in flight at most (the SMPP window). */
  windowSize: number;
  enquireLinkMs: number;
  responseTimeoutMs?: number;
  log?: (line: string) => void;
}

interface Waiting {
  resolve(pdu: Pdu): void;
  reject(err: Error): void;
  timer: NodeJS.Timeout;
}

/** The request was never written to the socket: it is safe to send it again later. */
export class SmppNotSentError extends Error {}

export class SmppError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * An ESME bound as transceiver: request/response matching by sequence number, a send window,
 * enquire_link keep-alive, reconnect with back-off, and a callback for PDUs the SMSC starts
 * (deliver_sm, which it answers itself with the response the handler returns).
 */
export class SmppClient {
  private socket: Socket | null = null;
  private bound = false;
  private closed = false;
  private seq = 0;
  private waiting = new Map<number, Waiting>();
  private windowQueue: Array<() => void> = [];
  private inFlight = 0;
  private readyWaiters: Array<{ resolve(): void; reject(err: Error): void }> = [];
  private keepAlive: NodeJS.Timeout | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryMs = 500;

  constructor(
    private readonly opts: SmppClientOptions,
    private readonly onRequest: (pdu: Pdu) => Buffer | null,
  ) {}

  /** Connects and binds; resolves once bound (or rejects when the first bind is refused). */
  start(): Promise<void> {
    const ready = this.whenBound();
    this.connect();
    return ready;
  }

  private log(line: string): void {
    this.opts.log?.(`[smpp] ${line}`);
  }

  private whenBound(timeoutMs?: number): Promise<void> {
    if (this.bound) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const waiter = { resolve, reject };
      this.readyWaiters.push(waiter);
      if (timeoutMs === undefined) return;
      setTimeout(() => {
        const i = this.readyWaiters.indexOf(waiter);
        if (i < 0) return;
        this.readyWaiters.splice(i, 1);
        reject(new SmppNotSentError('SMPP not bound'));
      }, timeoutMs).unref();
    });
  }

  private connect(): void {
    if (this.closed) return;
    const socket = connect({ host: this.opts.host, port: this.opts.port });
    this.socket = socket;
    const reader = new PduReader();
    socket.setNoDelay(true);
    socket.on('connect', () => {
      this.request(Cmd.BindTransceiver, encodeBind(this.opts), true)
        .then(() => {
          this.bound = true;
          this.retryMs = 500;
          this.log(`bound to ${this.opts.host}:${this.opts.port}`);
          for (const w of this.readyWaiters.splice(0)) w.resolve();
          this.keepAlive = setInterval(() => void this.request(Cmd.EnquireLink, Buffer.alloc(0)).catch(() => undefined), this.opts.enquireLinkMs);
          this.keepAlive.unref();
        })
        .catch((err: Error) => {
          this.log(`bind refused: ${err.message}`);
          for (const w of this.readyWaiters.splice(0)) w.reject(err);
          socket.destroy();
        });
    });
    socket.on('data', (chunk: Buffer) => {
      try {
        for (const pdu of reader.push(chunk)) this.handle(pdu);
      } catch (err) {
        this.log(`bad data: ${String(err)}`);
        socket.destroy();
      }
    });
    socket.on('error', (err) => this.log(`socket error: ${err.message}`));
    socket.on('close', () => this.onClose(socket));
  }

  private onClose(socket: Socket): void {
    if (this.socket !== socket) return;
    this.socket = null;
    this.bound = false;
    if (this.keepAlive) clearInterval(this.keepAlive);
    for (const [, w] of this.waiting) {
      clearTimeout(w.timer);
      w.reject(new Error('SMPP connection closed'));
    }
    this.waiting.clear();
    this.inFlight = 0;
    for (const next of this.windowQueue.splice(0)) next();
    if (this.closed) return;
    this.retryTimer = setTimeout(() => this.connect(), this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, 30_000);
  }

  private handle(pdu: Pdu): void {
    if (pdu.commandId & 0x80000000) {
      const w = this.waiting.get(pdu.seq);
      if (!w) return;
      this.waiting.delete(pdu.seq);
      clearTimeout(w.timer);
      if (pdu.commandId === Cmd.GenericNack || pdu.status !== Status.OK) w.reject(new SmppError(`SMPP status 0x${pdu.status.toString(16).padStart(8, '0')}`, pdu.status));
      else w.resolve(pdu);
      return;
    }
    let body: Buffer | null = Buffer.alloc(0);
    let respId = (pdu.commandId | 0x80000000) >>> 0;
    let status: number = Status.OK;
    if (pdu.commandId === Cmd.DeliverSm) body = this.onRequest(pdu) ?? new BodyWriter().cstring('').build();
    else if (pdu.commandId === Cmd.Unbind) setImmediate(() => this.socket?.end());
    else if (pdu.commandId !== Cmd.EnquireLink) {
      respId = Cmd.GenericNack;
      status = Status.InvalidCommandId;
    }
    this.socket?.write(encodePdu({ commandId: respId, status, seq: pdu.seq, body }));
  }

  /** Sends a request and resolves with its response PDU; waits for a free window slot and the bind. */
  async request(commandId: number, body: Buffer, beforeBind = false): Promise<Pdu> {
    if (this.closed) throw new SmppNotSentError('SMPP client closed');
    if (!beforeBind) await this.whenBound(10_000);
    while (this.inFlight >= this.opts.windowSize) await new Promise<void>((r) => this.windowQueue.push(r));
    const socket = this.socket;
    if (!socket || (!beforeBind && !this.bound)) throw new SmppNotSentError('SMPP connection closed');
    this.inFlight++;
    this.seq = this.seq >= 0x7fffffff ? 1 : this.seq + 1;
    const seq = this.seq;
    try {
      return await new Promise<Pdu>((resolve, reject) => {
        const timer = setTimeout(() => {
          this.waiting.delete(seq);
          reject(new Error('SMPP response timeout'));
        }, this.opts.responseTimeoutMs ?? 30_000);
        this.waiting.set(seq, { resolve, reject, timer });
        socket.write(encodePdu({ commandId, status: 0, seq, body }));
      });
    } finally {
      this.inFlight = Math.max(0, this.inFlight - 1);
      this.windowQueue.shift()?.();
    }
  }

  /** Unbinds politely and stops reconnecting. */
  async close(): Promise<void> {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.bound) {
      await Promise.race([this.request(Cmd.Unbind, Buffer.alloc(0)).catch(() => undefined), new Promise((r) => setTimeout(r, 1000))]);
    }
    this.closed = true;
    for (const w of this.readyWaiters.splice(0)) w.reject(new Error('SMPP client closed'));
    const socket = this.socket;
    if (socket) {
      await new Promise<void>((resolve) => {
        socket.once('close', () => resolve());
        socket.end();
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 1000).unref();
      });
    }
  }
}
