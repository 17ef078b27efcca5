import type { z } from 'zod';

/** 'Email: Must be a valid email' — names the field and says why, for the first problem found. */
export function formatIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid parameters';
  const field = issue.path.map(String).join('.');
  if (!field) return issue.message;
  return issue.message.startsWith(field.split('.')[0]!) ? issue.message : `${field}: ${issue.message}`;
}
