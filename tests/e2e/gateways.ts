/**
 * Ports of the browser tests, all derived from E2E_PORT (default 8181) so that runs of several
 * checkouts on one machine never meet: worker i tests against its own gateway on E2E_PORT + 100·i
 * (its own data folder, so tests in different workers share no account), and the offline tests that
 * kill and restart a gateway of their own use E2E_PORT + 500, + 600, + 700, + 800.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);

/**
 * Parallel workers (each with its own gateway): E2E_WORKERS, at most 4. Default 2. With one worker,
 * `npm test` on the 2-core build machine left 38-60 % of the CPU idle once the gateway lane had ended
 * (vmstat, 2026-11-28: the browser tests wait on timers, polling and quiet networks more than they
 * compute), and the browser lane ran 8 minutes past the others. Use 1 on a machine busy with other work.
 */
export const E2E_WORKERS = Math.min(4, Math.max(1, Number(process.env.E2E_WORKERS ?? 2)));

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
