import { z } from 'zod';

/** The Graph API's shapes this adapter reads, checked with zod (unknown fields are ignored). */
const example = z.object({
  header_text: z.array(z.string()).optional(),
  header_handle: z.array(z.string()).optional(),
  body_text: z.array(z.array(z.string())).optional(),
});

export const GraphButton = z.object({
  type: z.string(),
  text: z.string().optional(),
  url: z.string().optional(),
  phone_number: z.string().optional(),
  otp_type: z.string().optional(),
});

export const GraphComponent = z.object({
  type: z.string(),
  format: z.string().optional(),
  text: z.string().optional(),
  example: example.optional(),
  buttons: z.array(GraphButton).optional(),
  add_security_recommendation: z.boolean().optional(),
  code_expiration_minutes: z.number().int().optional(),
});
export type GraphComponent = z.infer<typeof GraphComponent>;

const paging = z.object({ cursors: z.object({ after: z.string().optional() }).optional(), next: z.string().optional() }).optional();

export const GraphPhoneNumbers = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      display_phone_number: z.string(),
      verified_name: z.string().default(''),
      quality_rating: z.string().default('UNKNOWN'),
      messaging_limit_tier: z.string().default('TIER_50'),
      status: z.string().default('UNKNOWN'),
    }),
  ),
  paging,
});

export const GraphTemplates = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      language: z.string(),
      category: z.string(),
      status: z.string(),
      components: z.array(GraphComponent).default([]),
      rejected_reason: z.string().nullable().optional(),
    }),
  ),
  paging,
});

export const GraphCreatedTemplate = z.object({ id: z.string(), status: z.string(), category: z.string() });
export const GraphSuccess = z.object({ success: z.literal(true) });
export const GraphError = z.object({ error: z.object({ message: z.string(), code: z.number().optional(), error_subcode: z.number().optional() }) });
export const GraphUploadSession = z.object({ id: z.string() });
export const GraphUploadHandle = z.object({ h: z.string() });
export const GraphSentMessage = z.object({ messages: z.array(z.object({ id: z.string() })).min(1) });
