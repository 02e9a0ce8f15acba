import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChatMessageType } from '@platform/shared/contracts';
import type { AppContext } from '../../core/module';
import type { AuthUser } from '../../core/sessions';
import { requireStaff } from '../../core/auth-guard';
import { roleIdsOf } from '../../core/permissions';
import { HttpError, ok, replies, S } from '../../core/http';
import { STAFF_ROLES } from '../core/seed-data';
import { filesBaseUrl } from '../shell/file-store';
import type { OwnFiles } from '../views/files-value';
import {
  CHAT_MESSAGE_TYPES,
  CHAT_SYSTEM_MESSAGE_TYPE_ID,
  CHAT_USER_MESSAGE_TYPE_ID,
} from './constants';
import {
  EDIT_BODY,
  MESSAGE_PARAMS,
  MESSAGE_SCHEMA,
  MESSAGES_QUERY,
  REACTION_BODY,
  ROOM_PARAMS,
  ROOM_SCHEMA,
  ROOMS_QUERY,
  SEND_BODY,
  SIMPLE_BODY,
  SIMPLE_MESSAGE_SCHEMA,
  SIMPLE_PARAMS,
  SIMPLE_QUERY,
  STATE_BODY,
} from './schemas';
import { editedFiles, messageFiles } from './files';
import { ChatService, type MessageRow } from './service';
import { badRequest, messageText, optionalId, reactionText, tagIds } from './text';

interface RoomParams {
  roomId: string;
}
interface MessageParams extends RoomParams {
  messageId: string;
}
interface SendBody {
  message: unknown;
  tags?: unknown;
  previousMessageId?: unknown;
  reply_message_id?: unknown;
  message_type?: unknown;
  config?: { send_as_system?: unknown; output?: unknown } | null;
  files?: unknown;
}
interface EditBody {
  message: unknown;
  tags?: unknown;
  deleted_file_ids?: unknown;
  files?: unknown;
}

/** Who may send as the system: administrators and super-admins. */
export function maySendAsSystem(user: AuthUser): boolean {
  return user.is_super_admin || roleIdsOf(user).has(STAFF_ROLES.ADMINISTRATOR);
}

function messageType(raw: unknown): ChatMessageType | null {
  if (raw === undefined || raw === null) return null;
  if (!CHAT_MESSAGE_TYPES.includes(raw as ChatMessageType))
    badRequest('message_type', 'message_type must be Completion or Rejection.');
  return raw as ChatMessageType;
}

/** The caller's own stored files: this API's files URL and their organisation's folder. */
function ownFiles(ctx: AppContext, request: FastifyRequest, user: AuthUser): OwnFiles {
  return { base: filesBaseUrl(ctx, request), organisationId: user.organisation_id };
}

function forbidden(message: string): never {
  throw new HttpError(403, message, { code: 'forbidden' });
}

/**
 * The message a route acts on (`:roomId`, `:messageId`), with the caller and the room: the
 * caller must be staff and a member of the room (404 otherwise, as for another organisation's
 * message), and with `senderOnly` also the message's sender (403 with that text otherwise).
 */
async function requestedMessage(
  service: ChatService,
  request: FastifyRequest<{ Params: MessageParams }>,
  senderOnly?: string,
): Promise<{ user: AuthUser; roomId: number; existing: MessageRow }> {
  const user = await requireStaff(request);
  const roomId = Number(request.params.roomId);
  const existing = await service.messageOrThrow(user, roomId, Number(request.params.messageId));
  if (senderOnly !== undefined && existing.user_id !== user.id) forbidden(senderOnly);
  return { user, roomId, existing };
}

export function registerChatRoutes(app: FastifyInstance, ctx: AppContext): void {
  const service = new ChatService(ctx);
  const messages = replies(S.arr(MESSAGE_SCHEMA));
  const one = replies(MESSAGE_SCHEMA);

  app.get<{ Querystring: { chat_room_ids?: string } }>(
    '/chat/rooms',
    { schema: { querystring: ROOMS_QUERY, response: replies(S.arr(ROOM_SCHEMA)) } },
    async (request) => {
      const user = await requireStaff(request);
      const raw = request.query.chat_room_ids;
      const ids = raw === undefined || raw === '' ? null : raw.split(',').map(Number);
      return ok(await service.rooms(user, ids), { suppressNotificationMessage: true });
    },
  );

  app.get<{ Params: RoomParams; Querystring: { last_message_id?: string } }>(
    '/chat/:roomId/messages',
    { schema: { params: ROOM_PARAMS, querystring: MESSAGES_QUERY, response: messages } },
    async (request) => {
      const user = await requireStaff(request);
      const roomId = Number(request.params.roomId);
      await service.membershipOrThrow(user, roomId);
      const after = request.query.last_message_id;
      const rows = await service.messageRows(
        user.organisation_id,
        roomId,
        after === undefined ? null : Number(after),
      );
      return ok(await service.present(user.organisation_id, rows), {
        suppressNotificationMessage: true,
      });
    },
  );

  app.post<{ Params: RoomParams; Body: SendBody }>(
    '/chat/:roomId/messages',
    { schema: { params: ROOM_PARAMS, body: SEND_BODY, response: messages } },
    async (request) => {
      const user = await requireStaff(request);
      const organisationId = user.organisation_id;
      const roomId = Number(request.params.roomId);
      const room = await service.membershipOrThrow(user, roomId);
      const body = request.body;
      const files = messageFiles(body.files, ownFiles(ctx, request, user));
      const text = messageText(body.message, 'message', files.length > 0);
      const tags = tagIds(body.tags);
      const previousId = optionalId(body.previousMessageId, 'previousMessageId');
      const replyId = optionalId(body.reply_message_id, 'reply_message_id');
      const type = messageType(body.message_type);
      const asSystem = body.config?.send_as_system === true;
      if (asSystem && !maySendAsSystem(user))
        forbidden('Only an administrator can send as the system.');
      if (type !== null && !asSystem)
        badRequest('message_type', 'Only a system message announces a completion or rejection.');
      if (replyId !== null && !(await service.isLive(organisationId, roomId, replyId)))
        badRequest('reply_message_id', 'The message replied to is not in this room.');
      const tagged = await service.taggable(organisationId, roomId, tags);
      const row = await ctx.db
        .insertInto('chat_messages')
        .values({
          organisation_id: organisationId,
          room_id: roomId,
          user_id: user.id,
          type_id: asSystem ? CHAT_SYSTEM_MESSAGE_TYPE_ID : CHAT_USER_MESSAGE_TYPE_ID,
          text,
          message_type: type,
          reply_message_id: replyId,
          tagged_user_ids: JSON.stringify(tagged),
          files: JSON.stringify(files),
          created_at: ctx.clock.now(),
        })
        .returning(service.returning())
        .executeTakeFirstOrThrow();
      const sent = await service.announce(organisationId, 'created', row);
      await service.notifyTagged(user, room, tagged, text);
      // The answer catches the sender up: every message after the one they had, theirs included.
      const answer =
        previousId === null
          ? [sent]
          : await service.present(
              organisationId,
              await service.messageRows(organisationId, roomId, previousId),
            );
      const output = body.config?.output === true;
      return ok(answer, {
        ...(output ? { message: 'Message sent' } : { suppressNotificationMessage: true }),
      });
    },
  );

  app.post<{ Params: MessageParams; Body: EditBody }>(
    '/chat/:roomId/messages/:messageId',
    { schema: { params: MESSAGE_PARAMS, body: EDIT_BODY, response: one } },
    async (request) => {
      const { user, roomId, existing } = await requestedMessage(
        service,
        request,
        'Only the sender can edit this message.',
      );
      const body = request.body;
      // deleted_file_ids are filenames (a stored file's unique random name), not positions, so
      // an edit based on an older copy of the message never removes the wrong file.
      const files = editedFiles(
        existing.files,
        body.deleted_file_ids,
        body.files,
        ownFiles(ctx, request, user),
      );
      const text = messageText(body.message, 'message', files.length > 0);
      const tagged = await service.taggable(user.organisation_id, roomId, tagIds(body.tags));
      const set = {
        text,
        tagged_user_ids: JSON.stringify(tagged),
        files: JSON.stringify(files),
        edited_at: ctx.clock.now(),
      };
      const message = await service.change(user, roomId, existing.id, set, 'updated');
      return ok(message, { message: 'Message updated' });
    },
  );

  app.delete<{ Params: MessageParams }>(
    '/chat/:roomId/messages/:messageId',
    { schema: { params: MESSAGE_PARAMS, response: one } },
    async (request) => {
      const { user, roomId, existing } = await requestedMessage(
        service,
        request,
        'Only the sender can delete this message.',
      );
      const deleted = { deleted_at: ctx.clock.now() };
      const message = await service.change(user, roomId, existing.id, deleted, 'deleted');
      return ok(message, { message: 'Message deleted' });
    },
  );

  app.post<{
    Params: MessageParams;
    Body: { reaction: unknown; remove?: boolean; user_id?: unknown };
  }>(
    '/chat/:roomId/messages/:messageId/reaction',
    { schema: { params: MESSAGE_PARAMS, body: REACTION_BODY, response: one } },
    async (request) => {
      const { user, existing } = await requestedMessage(service, request);
      const reaction = reactionText(request.body.reaction);
      const onBehalf = request.body.user_id;
      if (onBehalf !== undefined && onBehalf !== null && Number(onBehalf) !== user.id)
        forbidden('You can only react for yourself.');
      if (request.body.remove === true) {
        await ctx.db
          .deleteFrom('chat_message_reactions')
          .where('organisation_id', '=', user.organisation_id)
          .where('message_id', '=', existing.id)
          .where('user_id', '=', user.id)
          .where('reaction', '=', reaction)
          .execute();
      } else {
        await ctx.db
          .insertInto('chat_message_reactions')
          .values({
            organisation_id: user.organisation_id,
            message_id: existing.id,
            user_id: user.id,
            reaction,
          })
          .onConflict((conflict) =>
            conflict.columns(['message_id', 'user_id', 'reaction']).doNothing(),
          )
          .execute();
      }
      const message = await service.announce(user.organisation_id, 'updated', existing);
      return ok(message, { suppressNotificationMessage: true });
    },
  );

  app.post<{ Params: RoomParams; Body: { notifications_active: boolean; no_output?: boolean } }>(
    '/chat/rooms/:roomId/state-change',
    { schema: { params: ROOM_PARAMS, body: STATE_BODY, response: replies(ROOM_SCHEMA) } },
    async (request) => {
      const user = await requireStaff(request);
      const roomId = Number(request.params.roomId);
      await service.membershipOrThrow(user, roomId);
      const active = request.body.notifications_active;
      await ctx.db
        .updateTable('chat_room_members')
        .set({ notifications_active: active })
        .where('organisation_id', '=', user.organisation_id)
        .where('room_id', '=', roomId)
        .where('user_id', '=', user.id)
        .execute();
      const [room] = await service.rooms(user, [roomId]);
      return ok(
        room,
        request.body.no_output === true
          ? { suppressNotificationMessage: true }
          : { message: active ? 'Notifications turned on' : 'Notifications turned off' },
      );
    },
  );

  app.get<{ Params: { key: string }; Querystring: { previousMessageId?: string } }>(
    '/chat/simple/:key',
    {
      schema: {
        params: SIMPLE_PARAMS,
        querystring: SIMPLE_QUERY,
        response: replies(S.arr(SIMPLE_MESSAGE_SCHEMA)),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const after = request.query.previousMessageId;
      const list = await service.simpleMessages(
        user.organisation_id,
        request.params.key,
        after === undefined ? null : Number(after),
      );
      return ok(list, { suppressNotificationMessage: true });
    },
  );

  app.post<{ Params: { key: string }; Body: { message: unknown; previousMessageId?: unknown } }>(
    '/chat/simple/:key',
    {
      schema: {
        params: SIMPLE_PARAMS,
        body: SIMPLE_BODY,
        response: replies(S.arr(SIMPLE_MESSAGE_SCHEMA)),
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const text = messageText(request.body.message);
      const previousId = optionalId(request.body.previousMessageId, 'previousMessageId');
      const row = await ctx.db
        .insertInto('chat_simple_messages')
        .values({
          organisation_id: user.organisation_id,
          chat_key: request.params.key,
          user_id: user.id,
          text,
          created_at: ctx.clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const list = await service.simpleMessages(
        user.organisation_id,
        request.params.key,
        previousId ?? row.id - 1,
      );
      return ok(list, { suppressNotificationMessage: true });
    },
  );
}
