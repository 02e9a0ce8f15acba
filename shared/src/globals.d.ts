// Values injected at build time by scripts/webpack/create-config.mjs (and by the jest setup).
declare const __PACKAGE_NAME__: string;
declare const __PACKAGE_VERSION__: string;
declare const __BUILD_NUMBER__: string;
declare const __PLATFORM_CONTRACT_VERSION__: number;

declare module '*.css';
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
