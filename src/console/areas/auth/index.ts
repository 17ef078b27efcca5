import { splitPage } from '../../lib/splitPage';

/**
 * The sign-in family (public pages). /signin is the page most first visits open, so only it is in
 * this chunk (its form loads zod on the first keystroke); the other pages load as chunks of their
 * own when opened (they validate with zod from the start).
 */
export { SignInPage } from './SignInPage';
export const SignUpPage = splitPage(async () => (await import('./SignUpPage')).SignUpPage);
export const RetrievePage = splitPage(async () => (await import('./RetrievePage')).RetrievePage);
export const ResetPage = splitPage(async () => (await import('./ResetPage')).ResetPage);
export const ActivatePage = splitPage(async () => (await import('./ActivatePage')).ActivatePage);
export const MailChangePage = splitPage(async () => (await import('./MailChangePage')).MailChangePage);
export const MediaLoginPage = splitPage(async () => (await import('./MediaLoginPage')).MediaLoginPage);
