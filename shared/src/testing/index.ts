export { createFakeApi, installFakeApi, envelope, fakeResponse } from './fakeApi';
export type { FakeApi, FakeHandler, FakeReply, FakeRequest, FakeRoutes } from './fakeApi';
export { loginAnswerForTest, resetSession, signInForTest, TEST_USER } from './session';
export { recordBus } from './fakeBus';
export type { BusRecorder } from './fakeBus';
export { fixClockForEachTest } from './clock';
export { fabricationPanel } from './panels';
export { bootSignInInput, loadBootSignIn } from './bootSignIn';
export { contrast } from './contrast';
