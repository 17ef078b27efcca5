import type { GraphComponent } from './graphSchemas';

/** A business phone number as the provider reports it (Graph field names). */
export interface ProviderNumber {
  id: string;
  displayPhoneNumber: string;
  verifiedName: string;
  qualityRating: string;
  messagingLimitTier: string;
  status: string;
}

/** A message template as the provider holds it. */
export interface ProviderTemplate {
  id: string;
  name: string;
  language: string;
  category: string;
  status: string;
  components: GraphComponent[];
  rejectedReason: string;
}

export interface NewProviderTemplate {
  name: string;
  language: string;
  category: string;
  components: GraphComponent[];
}

/** A message to send: an approved template with its body parameters, or free-form text (inside the customer-service window). */
export type OutboundMessage = { kind: 'template'; name: string; language: string; params: string[] } | { kind: 'text'; text: string };

/** One result per message sent: the provider's message id (wamid), or why it was refused (`retry`: it never reached the provider). */
export type SendResult = { ok: true; wamid: string } | { ok: false; code: string; retry?: boolean };

/**
 * The WhatsApp Business provider: the Cloud API (`CloudApiProvider`) or the embedded simulated one
 * (`SimulatedWhatsAppProvider`), which reviews templates after a delay.
 */
export interface WhatsAppProvider {
  readonly name: 'cloud' | 'simulated';
  listPhoneNumbers(wabaId: string): Promise<ProviderNumber[]>;
  listTemplates(wabaId: string): Promise<ProviderTemplate[]>;
  createTemplate(wabaId: string, template: NewProviderTemplate): Promise<{ id: string; status: string; category: string }>;
  editTemplate(wabaId: string, templateId: string, change: { category: string; components: GraphComponent[] }): Promise<void>;
  deleteTemplate(wabaId: string, name: string, templateId: string): Promise<void>;
  /** Sends from the business number `phoneNumberId`, one result per message in order; never throws for one message's refusal. */
  sendMessages(phoneNumberId: string, messages: ReadonlyArray<{ to: string; message: OutboundMessage }>): Promise<SendResult[]>;
}

/** The provider refused or could not be reached; `duplicate` when a template of that name and language exists. */
export class WhatsAppProviderError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number | null = null,
    readonly duplicate = false,
    /** The Graph API's error code, when it gave one (e.g. 131026: message undeliverable). */
    readonly graphCode: number | null = null,
  ) {
    super(message);
    this.name = 'WhatsAppProviderError';
  }
}
