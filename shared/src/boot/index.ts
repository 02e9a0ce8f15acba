export { BOOT_SIGN_IN_ID, dropBootSignIn, readBootSignIn, type BootSignIn } from './bootSignIn';
export { installPlainStyles, PLAIN_CSS } from './plainStyles';
