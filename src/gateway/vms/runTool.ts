import { execFile } from 'node:child_process';

export class ToolTimeoutError extends Error {
  override name = 'ToolTimeoutError';
}
export class ToolFailedError extends Error {
  override name = 'ToolFailedError';
  constructor(
    readonly tool: string,
    readonly stderr: string,
  ) {
    super(`${tool} failed: ${stderr.trim().split('\n').slice(-3).join(' | ').slice(0, 500)}`);
  }
}

/**
 * Runs a program as a child process with an arguments array (no shell, so no file name or text
 * is ever parsed as a command), no stdin, a time limit (then SIGKILL) and capped output. Resolves
 * with stdout; rejects ToolTimeoutError past the limit, ToolFailedError on a non-zero exit, and
 * the spawn error itself when the program is missing (ENOENT: an installation fault, not a bad file).
 */
export function runTool(program: string, args: readonly string[], opts: { timeoutMs: number; input?: string; maxBuffer?: number }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      program,
      args,
      { timeout: opts.timeoutMs, killSignal: 'SIGKILL', maxBuffer: opts.maxBuffer ?? 4 * 1024 * 1024, windowsHide: true, encoding: 'utf8' },
      (err, stdout, stderr) => {
        if (!err) return resolve(stdout);
        const e = err as NodeJS.ErrnoException & { killed?: boolean; signal?: string | null };
        if (typeof e.code === 'string' && e.code !== 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER') return reject(err);
        if (e.killed && e.signal === 'SIGKILL') return reject(new ToolTimeoutError(`${program} ran past ${opts.timeoutMs} ms`));
        reject(new ToolFailedError(program, stderr || e.message));
      },
    );
    if (opts.input !== undefined) child.stdin?.end(opts.input);
    else child.stdin?.end();
  });
}
