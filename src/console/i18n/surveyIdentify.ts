/** The traits spec 000 §1 / 001 §7 send to the survey tool when the language changes. */
export interface SurveyTraits {
  uid: string;
  name: string;
  mobile: string;
  email: string;
  Timezone: string;
  RegisterIP: string;
  RegisterCountry: string;
  language: string;
}

export interface SurveyAdapter {
  identify(traits: SurveyTraits): void;
}

const noop: SurveyAdapter = { identify: () => undefined };
let adapter: SurveyAdapter = noop;

/** Plugs in a survey tool (for example from a deployment's own script); until then identify is a no-op. */
export function setSurveyAdapter(next: SurveyAdapter | null): void {
  adapter = next ?? noop;
}

export function surveyIdentify(traits: SurveyTraits): void {
  try {
    adapter.identify(traits);
  } catch (err) {
    console.warn('survey identify failed', err);
  }
}
