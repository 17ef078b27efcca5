/** Who the provider says signed in. */
export interface SocialProfile {
  /** The provider's stable user id (`sub`, or `id`). */
  subject: string;
  /** Lower-case e-mail, or null when the provider gave none (or marked it unverified). */
  email: string | null;
  name: string | null;
}

/** One social sign-in provider: an OAuth 2.0 authorization-code client. */
export interface OAuthAdapter {
  readonly provider: string;
  /** Where to send the browser: response_type=code, client_id, redirect_uri, scope, state. */
  authorizationUrl(state: string, redirectUri: string): string;
  /** Exchanges the code at the token endpoint and reads the user-info endpoint. */
  fetchProfile(code: string, redirectUri: string): Promise<SocialProfile>;
}

/** The provider refused, answered something unreadable, or could not be reached. */
export class OAuthError extends Error {}
