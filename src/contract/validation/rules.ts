import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_MAX_DIGITS } from '../constants';

/** Validation texts of spec 000 §5 and spec 001 §5, verbatim. */
export const ValidationText = {
  EmailRequired: 'Email is required',
  EmailInvalid: 'Must be a valid email',
  PasswordRequired: 'Password is required',
  PasswordWeak: `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters and use at least two of: letters, digits, symbols`,
  PasswordsInconsistent: 'The two password entries are inconsistent',
  NameRequired: 'Name is required',
  PhoneRequired: 'Phone number is required',
  PhoneInvalid: 'Invalid phone number format',
  DomainRequired: 'Domain is required',
  CountryRequired: 'Country is required',
  CaptchaRequired: 'Captcha is required',
  FieldRequired: 'Field is required',
  GroupNameRequired: 'Group Name is required',
  CallbackRequired: 'Callback address cannot be empty',
  AddressFormatIncorrect: 'The entered address format is incorrect',
  ForbiddenCharacters: 'Must not contain quotes, semicolons, commas, asterisks, backslashes, double dashes, hash signs or comment markers',
  // The operators' bank-transfer tool (billingBankTransfer.ts).
  ReferenceCodeRequired: 'Please enter the reference code',
  ReferenceCodeInvalid: 'Not a reference code (MC and 10 digits with valid check digits): check it for a typo',
  BankReferenceRequired: "Please enter the bank's reference of the transfer",
} as const;

const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;
const PHONE_RE = new RegExp(`^\\d{1,${PHONE_MAX_DIGITS}}$`);
/** Quotes, semicolon, comma, asterisk, backslash, double dash, hash, comment markers. */
const FORBIDDEN_RE = /['"`;,*\\#]|--|\/\*|\*\/|\/\//;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_RE.test(value);
}

export function isPhoneDigits(value: string): boolean {
  return PHONE_RE.test(value);
}

/** For name-like free text only; never applied to message bodies. */
export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN_RE.test(value);
}

/** 6 to 20 characters with at least two of: letters (either case), digits, symbols. */
export function isStrongPassword(value: string): boolean {
  if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH) return false;
  if (/\s/.test(value)) return false;
  let classes = 0;
  if (/[A-Za-z]/.test(value)) classes++;
  if (/\d/.test(value)) classes++;
  if (/[^A-Za-z\d]/.test(value)) classes++;
  return classes >= 2;
}
