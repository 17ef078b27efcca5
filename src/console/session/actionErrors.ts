/** A gateway answer with RetCode != 0. */
export class ActionError extends Error {
  constructor(
    readonly action: string,
    readonly retCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'ActionError';
  }
}

/** No usable answer: offline, timed out, or not an envelope. */
export class NetworkError extends Error {
  constructor(
    readonly action: string,
    message: string,
  ) {
    super(message);
    this.name = 'NetworkError';
  }
}
