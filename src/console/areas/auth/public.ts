/** Helpers of the auth area that other areas may use (the settings page's time-zone select and social accounts). */
export { browserTimeZone, timeZoneOptions } from './countryOptions';
export { enabledSocialProviders, providerLabel } from './socialProviders';
