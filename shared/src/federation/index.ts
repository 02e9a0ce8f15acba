export { createRemoteLifecycles } from './createRemoteApp';
export type {
  RemoteAppOptions,
  RemoteAppProps,
  RemoteLifecycles,
  RemoteLifecyclesOptions,
} from './createRemoteApp';
export { createIsolatedApplication } from './isolatedApplication';
export type { IsolatedApplicationOptions, IsolatedLifecycles } from './isolatedApplication';
export {
  DEFAULT_REMOTE_TIMEOUT_MS,
  describeRemote,
  knownRemotes,
  loadRemoteModule,
  loadRemoteModuleAhead,
  registerRemoteDescriptors,
  resetRemote,
} from './loader';
export type { LoadOptions } from './loader';
export { parseRemotesManifest } from './manifest';
export type { RemoteDescriptor, RemotesManifest } from './manifest';
export { RemoteErrorBoundary } from './RemoteErrorBoundary';
export { RemoteFallback, AREA_NAMES } from './RemoteFallback';
export { WidgetLoading } from './WidgetLoading';
export { RemoteLoadError, TimeoutError, withTimeout } from './errors';
export { singletonMismatches } from './compatibility';
export { installEntryErrorGuard } from './entryErrors';
export type { ManifestShared, SingletonMismatch } from './compatibility';
export { RemoteWidget, findWidget, widgetMapOf } from './widgets';
export type { WidgetMap, WidgetProps } from './widgets';
export { rememberWidgetArea, rememberedWidgetAreas, REMEMBERED_WIDGET_AREAS } from './widgetAreas';
export { fillRoute, parseWidgetConfig, readWidgetInput } from './widgetInput';
export type { WidgetInput, WidgetInputOptions } from './widgetInput';
