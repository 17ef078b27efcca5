/** The sign-in family (public pages); one chunk. */
export { SignInPage } from './SignInPage';
export { SignUpPage } from './SignUpPage';
export { RetrievePage } from './RetrievePage';
export { ResetPage } from './ResetPage';
export { ActivatePage } from './ActivatePage';
export { MailChangePage } from './MailChangePage';
export { MediaLoginPage } from './MediaLoginPage';
