/** Helpers of the auth area that other areas may use (the settings page's time-zone select). */
export { browserTimeZone, timeZoneOptions } from './countryOptions';
