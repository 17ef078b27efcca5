/**
 * Ports of the browser tests, all derived from E2E_PORT (default 8181) so that runs of several
 * checkouts on one machine never meet: worker i tests against its own gateway on E2E_PORT + 100·i
 * (its own data folder, so tests in different workers share no account), and the offline tests that
 * kill and restart a gateway of their own use E2E_PORT + 500, + 600, + 700, + 800.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);

/**
 * Parallel workers (each with its own gateway): E2E_WORKERS, at most 4. Default 1: on the shared
 * 2-core build machine (load 20-30) two workers were slower than one on the same 8 files (361 s and
 * 382 s against 295 s and 265 s) and starved the recipient-check Web Workers of the upload test;
 * try 2 on a runner with cores to spare.
 */
export const E2E_WORKERS = Math.min(4, Math.max(1, Number(process.env.E2E_WORKERS ?? 1)));

/** The gateway of parallel worker `index` (Playwright's parallelIndex, 0 .. workers - 1). */
export function workerGatewayPort(index: number): number {
  return E2E_PORT + 100 * index;
}

/** The port of an offline test's own gateway: slot 5, 6, 7, 8 or 9. */
export function ownGatewayPort(slot: 5 | 6 | 7 | 8 | 9): number {
  return E2E_PORT + 100 * slot;
}

/** The DNS server an e-mail test starts beside the worker's gateway (gateway port + 35), which that gateway's domain check asks. */
export function emailDnsPort(gatewayPort: number): number {
  return gatewayPort + 35;
}
