// jsdom lacks MessageChannel, which antd's select uses to schedule its popup updates.
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';

const scope = globalThis as { MessageChannel?: unknown };
if (!scope.MessageChannel) scope.MessageChannel = NodeMessageChannel;
