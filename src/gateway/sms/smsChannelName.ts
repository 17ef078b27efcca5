/** The SMS channel's name in the messaging core (hold references, opt-out lists). */
export const SMS_CHANNEL = 'sms';
