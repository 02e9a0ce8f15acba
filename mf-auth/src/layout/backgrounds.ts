import login1 from '../assets/login-1.svg';
import login2 from '../assets/login-2.svg';
import actions1 from '../assets/actions-1.svg';
import actions2 from '../assets/actions-2.svg';
import actions3 from '../assets/actions-3.svg';

/** The login page's backgrounds (spec: one of 2 images). */
export const LOGIN_BACKGROUNDS: readonly string[] = [login1, login2];
/** The account-action page's backgrounds (spec: one of 3 random images). */
export const ACTION_BACKGROUNDS: readonly string[] = [actions1, actions2, actions3];

/** One of `images`, chosen with `random` (0 ≤ value < 1). */
export function pickBackground(
  images: readonly string[],
  random: () => number = Math.random,
): string {
  const index = Math.min(images.length - 1, Math.floor(random() * images.length));
  return images[index];
}
