import type { Db } from '../db/client';
import type { JobHandler } from '../jobs/JobRunner';
import type { Channel } from '../messaging/Channel';
import { CONTACT_EXPORT_JOB, contactExportJob } from './export/contactExportJob';
import { CONTACT_IMPORT_JOB, contactImportJob } from './import/importJob';

/** The audience area's durable jobs (run by the gateway's job runner): contact imports and exports. */
export function audienceJobs(deps: { db: Db; uploadDir: string; log: (line: string) => void; channels: readonly Channel[] }): Record<string, JobHandler> {
  return { [CONTACT_IMPORT_JOB]: contactImportJob(deps), [CONTACT_EXPORT_JOB]: contactExportJob(deps) };
}
