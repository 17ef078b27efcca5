import type { CacheLike } from './actionCache';

/** An in-memory Cache Storage cache for unit tests (Node has Request/Response but no caches). */
export class FakeCache implements CacheLike {
  readonly entries = new Map<string, Response>();
  private href(r: RequestInfo | URL): string {
    return typeof r === 'string' ? r : r instanceof URL ? r.href : r.url;
  }
  async match(r: RequestInfo | URL) {
    return this.entries.get(this.href(r))?.clone();
  }
  async put(r: RequestInfo | URL, res: Response) {
    this.entries.set(this.href(r), res.clone());
  }
  async delete(r: RequestInfo | URL) {
    return this.entries.delete(this.href(r));
  }
  async keys() {
    return [...this.entries.keys()].map((k) => new Request(k));
  }
}
