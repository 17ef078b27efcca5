import { listImports } from '../../audience/import/importRecords';
import type { Handler } from '../../handlers';

/** The caller's imports, newest first (the import page polls the running one). */
export const listContactImports: Handler<'ListContactImports'> = (p, ctx) =>
  listImports(ctx.db, ctx.caller.userId, { importId: p.ImportId, offset: p.Offset, limit: p.Limit });
