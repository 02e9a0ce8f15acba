// antd's toasts, messages and dialogs, loaded when first used (ADR 255). No first page of a
// signed-in start shows one, yet antd's `App` (which every area's root draws) imports the hooks
// of all three, and the start's shared antd exported `Modal` and `notification`: ~20 KB gzip of
// the start's files with rc-dialog and rc-notification. These stand-ins keep antd's API:
//
// - `useMessage`, `useNotification`, `useModal` return antd's `[api, contextHolder]`. The api is
//   a stand-in that forwards to antd's the moment antd's is in; a call before that loads antd's
//   module and is made, in order, once it is (a toast, a message or a confirmation waits for its
//   file, never lost). What a call returns (a message's close function, a dialog's destroy,
//   update and `then`) acts on antd's once it exists.
// - `Modal` is antd's dialog, loaded when first opened (a closed dialog draws nothing), with
//   antd's static `confirm`, `info`, `success`, `error`, `warning` and `useModal`.
// - `notification` is antd's static API with `useNotification`.
//
// scripts/webpack/antd-on-demand.mjs points antd's App at the three hooks; the start's facade
// takes `Modal` and `notification` from here (scripts/webpack/shared-singletons.mjs).
import type { ModalFuncProps, ModalProps } from 'antd';
import type { MessageInstance, MessageType } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';
import {
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ComponentType,
  type Key,
  type ReactElement,
} from 'react';
import { LazyModule } from '../lazyModule';
import { loadedWhenOpen, onDemand } from '../onDemand';

type Hook<Api> = (config?: object) => readonly [Api, ReactElement];

type MessageStatic = { useMessage: Hook<MessageInstance> };
type NotificationStatic = NotificationInstance & {
  useNotification: Hook<NotificationInstance>;
  config(options: object): void;
};
type ModalStatic = ComponentType<ModalProps> & {
  useModal: Hook<HookAPI>;
  destroyAll(): void;
  config(options: object): void;
} & Record<'confirm' | 'info' | 'success' | 'error' | 'warning', (props: ModalFuncProps) => Handle>;

interface Handle {
  destroy(): void;
  update(props: ModalFuncProps): void;
}

// Messages and toasts share rc-notification: one chunk for both.
const messages = new LazyModule<MessageStatic>(
  () => import(/* webpackChunkName: "antd-toasts" */ 'antd/es/message/index.js'),
);
const notifications = new LazyModule<NotificationStatic>(
  () => import(/* webpackChunkName: "antd-toasts" */ 'antd/es/notification/index.js'),
);
const dialogs = new LazyModule<ModalStatic>(
  () => import(/* webpackChunkName: "antd-modal" */ 'antd/es/modal/index.js'),
);

/** One hook call's link to antd's api: calls wait in order until antd's is there. */
class Channel<Api> {
  real: Api | null = null;
  wanted = false;
  notify: (() => void) | null = null;
  readonly #queue: Array<(api: Api) => void> = [];

  call(action: (api: Api) => void): void {
    if (this.real) return action(this.real);
    this.#queue.push(action);
    this.wanted = true;
    this.notify?.();
  }

  /** antd's own result of `run`, at once when antd's api is there, else once it is. */
  result<R>(run: (api: Api) => R): Promise<{ value: R }> | { value: R } {
    if (this.real) return { value: run(this.real) };
    // Boxed: a thenable result (a message, a dialog) is not waited for, only made.
    return new Promise((resolve) => this.call((api) => resolve({ value: run(api) })));
  }

  attach(api: Api): void {
    this.real = api;
    for (const action of this.#queue.splice(0)) action(api);
  }
}

/** Until its module is in, nothing; then antd's hook, its holder and its api for the channel. */
function Holder<Module, Api>({
  lazy,
  pick,
  channel,
  config,
}: {
  lazy: LazyModule<Module>;
  pick: (module: Module) => Hook<Api>;
  channel: Channel<Api>;
  config?: object;
}) {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    channel.notify = rerender;
    const stop = lazy.listen(rerender);
    return () => {
      channel.notify = null;
      stop();
    };
  }, [channel, lazy]);
  useEffect(() => {
    // A failed load keeps the calls waiting; the next call asks again, and so does the page
    // coming back online.
    const ask = () => void (channel.wanted && !lazy.module && lazy.preload());
    ask();
    window.addEventListener('online', ask);
    return () => window.removeEventListener('online', ask);
  });
  return lazy.module ? <Live hook={pick(lazy.module)} channel={channel} config={config} /> : null;
}

function Live<Api>({
  hook,
  channel,
  config,
}: {
  hook: Hook<Api>;
  channel: Channel<Api>;
  config?: object;
}) {
  const [api, holder] = hook(config);
  useEffect(() => {
    channel.attach(api);
    return () => {
      if (channel.real === api) channel.real = null;
    };
  }, [api, channel]);
  return holder;
}

function lazyHook<Module, Api>(
  lazy: LazyModule<Module>,
  pick: (module: Module) => Hook<Api>,
  standIn: (channel: Channel<Api>) => Api,
): Hook<Api> {
  return function useOnDemand(config?: object) {
    const ref = useRef<Channel<Api> | null>(null);
    ref.current ??= new Channel<Api>();
    const channel = ref.current;
    const api = useMemo(() => standIn(channel), [channel]);
    return [api, <Holder lazy={lazy} pick={pick} channel={channel} config={config} />] as const;
  };
}

const MESSAGE_KINDS = ['success', 'info', 'warning', 'error', 'loading'] as const;

/** A message's close function that is also a promise of its closing, acting on antd's. */
function messageOf(made: Promise<{ value: MessageType }> | { value: MessageType }): MessageType {
  if (!(made instanceof Promise)) return made.value;
  // Kept boxed: unboxed in a promise's chain, antd's thenable would be waited for.
  const close = () => void made.then(({ value }) => value());
  return Object.assign(close, {
    then: <T,>(done: (closed: boolean) => T, failed?: VoidFunction) =>
      made
        .then(({ value }) => new Promise<boolean>((resolve) => value.then(resolve)))
        .then(done, failed),
  }) as MessageType;
}

function messageStandIn(channel: Channel<MessageInstance>): MessageInstance {
  const kinds = Object.fromEntries(
    MESSAGE_KINDS.map((kind) => [
      kind,
      (...args: Parameters<MessageInstance['info']>) =>
        messageOf(channel.result((api) => api[kind](...args))),
    ]),
  );
  return {
    ...kinds,
    open: (args) => messageOf(channel.result((api) => api.open(args))),
    destroy: (key) => channel.call((api) => api.destroy(key)),
  } as MessageInstance;
}

const NOTIFICATION_KINDS = ['open', 'success', 'info', 'warning', 'error'] as const;

function notificationStandIn(channel: Channel<NotificationInstance>): NotificationInstance {
  return {
    ...Object.fromEntries(
      NOTIFICATION_KINDS.map((kind) => [
        kind,
        (args: Parameters<NotificationInstance['open']>[0]) =>
          channel.call((api) => api[kind](args)),
      ]),
    ),
    destroy: (key?: Key) => channel.call((api) => api.destroy(key)),
  } as NotificationInstance;
}

const DIALOG_KINDS = ['confirm', 'info', 'success', 'error', 'warning'] as const;
type DialogKind = (typeof DIALOG_KINDS)[number];
type HookHandle = ReturnType<HookAPI['confirm']>;

/** A dialog's destroy, update and (from a hook) `then`, acting on antd's once it is made. */
function dialogOf<H extends Handle>(made: Promise<{ value: H }> | { value: H }): H {
  if (!(made instanceof Promise)) return made.value;
  // Kept boxed: unboxed in a promise's chain, antd's thenable would be waited for. A static
  // dialog whose module could not load (offline) is not shown: its handle then does nothing.
  const on = (act: (dialog: H) => void) =>
    void made.then(
      ({ value }) => act(value),
      () => undefined,
    );
  made.catch(() => undefined);
  return {
    destroy: () => on((dialog) => dialog.destroy()),
    update: (props: ModalFuncProps) => on((dialog) => dialog.update(props)),
    then: <T,>(done: (confirmed: boolean) => T, failed?: VoidFunction) =>
      made
        .then(
          ({ value }) =>
            new Promise<boolean>((resolve) =>
              (value as unknown as HookHandle).then(resolve, () => undefined),
            ),
        )
        .then(done, failed),
  } as unknown as H;
}

function dialogStandIn(channel: Channel<HookAPI>): HookAPI {
  return Object.fromEntries(
    DIALOG_KINDS.map((kind) => [
      kind,
      (props: ModalFuncProps) => dialogOf<HookHandle>(channel.result((api) => api[kind](props))),
    ]),
  ) as unknown as HookAPI;
}

/** antd's `message.useMessage` (and App's). */
export const useMessage = lazyHook(messages, (module) => module.useMessage, messageStandIn);

/** antd's `notification.useNotification` (and App's). */
export const useNotification = lazyHook(
  notifications,
  (module) => module.useNotification,
  notificationStandIn,
);

/** antd's `Modal.useModal` (and App's). */
export const useModal = lazyHook(dialogs, (module) => module.useModal, dialogStandIn);

/** antd's static `notification`: its hook, and its functions once the module is in. */
export const notification = {
  ...Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [
      kind,
      (args: Parameters<NotificationInstance['open']>[0]) =>
        notifications.use((real) => real[kind](args)),
    ]),
  ),
  destroy: (key?: Key) =>
    // Nothing to close before antd's notifications have ever been loaded.
    void (notifications.module && notifications.module.destroy(key)),
  config: (options: object) => notifications.use((real) => real.config(options)),
  useNotification,
  // Messages are in the same file: both are in for the page's first toast or message.
  preload: () => Promise.all([notifications.preload(), messages.preload()]).then(() => undefined),
} as NotificationInstance & {
  config(options: object): void;
  useNotification: Hook<NotificationInstance>;
  preload(): Promise<void>;
};

const RealModal = onDemand<ModalProps>(
  () => dialogs.load().then((module) => ({ default: module })),
  null,
);

/**
 * antd's Modal. A closed dialog draws nothing, so its code loads when it first opens (or is
 * rendered ahead with `forceRender`); its static functions load it when called.
 */
export const Modal = Object.assign(loadedWhenOpen(RealModal), {
  ...(Object.fromEntries(
    DIALOG_KINDS.map((kind) => [
      kind,
      (props: ModalFuncProps) =>
        dialogOf<Handle>(
          dialogs.module
            ? { value: dialogs.module[kind](props) }
            : dialogs.load().then((real) => ({ value: real[kind](props) })),
        ),
    ]),
  ) as Record<DialogKind, (props: ModalFuncProps) => Handle>),
  warn: (props: ModalFuncProps) =>
    dialogOf<Handle>(dialogs.load().then((real) => ({ value: real.warning(props) }))),
  destroyAll: () => void dialogs.module?.destroyAll(),
  config: (options: object) => dialogs.use((real) => real.config(options)),
  useModal,
});
