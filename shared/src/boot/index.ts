export { BOOT_SIGN_IN_ID, dropBootSignIn, readBootSignIn, type BootSignIn } from './bootSignIn';
export { installPlainStyles, PLAIN_CSS } from './plainStyles';
export {
  dropEarlySignIn,
  landingFields,
  passwordSignInBody,
  sendEarlySignIn,
  SIGN_IN_CALL,
  SIGN_IN_EMAIL_PATTERN,
  takeEarlySignIn,
  type PasswordSignIn,
} from './earlySignIn';
