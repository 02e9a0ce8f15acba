import * as shared from '@platform/shared/contracts';
import { DASHBOARD_USER_TYPE_ID } from './auth-guard';
import { HUB_CLOSE_UNAUTHORISED } from './hub';
import { NOTIFICATION_CREATED_EVENT } from './notifications';
import { OAUTH_LINKED_EVENT } from '../modules/auth/oauth';

// The API imports only types from the kernel at run time, so it repeats these values; they must match.
describe('values shared with the kernel contract', () => {
  it('match', () => {
    expect(DASHBOARD_USER_TYPE_ID).toBe(shared.DASHBOARD_USER_TYPE_ID);
    expect(HUB_CLOSE_UNAUTHORISED).toBe(shared.HUB_CLOSE_UNAUTHORISED);
    expect(NOTIFICATION_CREATED_EVENT).toBe(shared.HUB_EVENTS.notificationCreated);
    expect(OAUTH_LINKED_EVENT).toBe(shared.HUB_EVENTS.oauthLinked);
  });
});
