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
}

/** The provider refused or could not be reached; `duplicate` when a template of that name and language exists. */
export class WhatsAppProviderError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number | null = null,
    readonly duplicate = false,
  ) {
    super(message);
    this.name = 'WhatsAppProviderError';
  }
}
