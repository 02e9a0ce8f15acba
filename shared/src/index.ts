export * from './bus';
export * from './contracts/platform';
export * from './api';
export * from './notify';
export * from './session';
export * from './format';
export * from './navigation';
export * from './federation';
