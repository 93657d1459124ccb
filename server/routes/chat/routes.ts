/**
 * /api/PTChat, the routes of its own (the kit registers CustomerList and the settings commands):
 * Detail, Init, SelectList (reads) and Conversation (send, read; a flood guard per attempt).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '../../../schemas/api/envelope.ts';
import { OperateData } from '../../../schemas/api/operate.ts';
import * as C from '../../../schemas/chat/api.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { currentAttempt, ok, operate } from '../operate.ts';
import { FloodGuard } from './flood.ts';
import { chatDetail, chatInit, chatSelectList } from './list.ts';

const tags = ['PTChat'];

export const chatRoutes =
  (ctx: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const flood = new FloodGuard();

    app.post(
      '/Detail',
      { schema: { tags, body: C.DetailBody, response: { 200: Envelope(C.DetailData) } } },
      async (req) => {
        const detail = chatDetail(
          await currentAttempt(ctx, req, req.body.userCaseID),
          req.body.buyer,
        );
        if (!detail) throw notFound('chat.error.noConversation');
        return ok(detail);
      },
    );

    app.post(
      '/Init',
      { schema: { tags, body: C.AttemptBody, response: { 200: Envelope(C.InitData) } } },
      async (req) => ok(chatInit(await currentAttempt(ctx, req, req.body.userCaseID))),
    );

    app.post(
      '/SelectList',
      { schema: { tags, body: C.AttemptBody, response: { 200: Envelope(C.SelectListData) } } },
      async (req) => ok(chatSelectList(await currentAttempt(ctx, req, req.body.userCaseID))),
    );

    app.post(
      '/Conversation',
      { schema: { tags, body: C.ConversationBody, response: { 200: Envelope(OperateData) } } },
      // Messages are counted per attempt once the attempt is known to be the student's.
      async (req) =>
        operate(ctx, req, req.body, async (attempt, command) => {
          if (command.type === 'SendChatMessage') flood.take(attempt.id, ctx.now().getTime());
          return command;
        }),
    );
  };
