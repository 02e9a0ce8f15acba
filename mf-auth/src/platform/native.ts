interface NativeBridge {
  Capacitor?: { isNativePlatform?: () => boolean };
  cordova?: unknown;
}

/**
 * True inside the packaged native app, whose web view injects its bridge object. The external
 * identity sign-in is hidden there because the provider's web popup cannot run in a web view.
 */
export function isNativeApp(scope: NativeBridge = globalThis as NativeBridge): boolean {
  return Boolean(scope.Capacitor?.isNativePlatform?.() || scope.cordova);
}
