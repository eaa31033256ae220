/** REST: interaction callbacks and the interaction webhook (follow-ups, @original). */
import { ApiError, Errors } from './errors.js';
import { json, noContent, type RestRequest, type Router } from './http.js';
import { CallbackType, InteractionType, type CallbackRecord, type InteractionRecord } from './interactions.js';
import type { RouteContext } from './routes-core.js';
import { MessageFlag, type JsonObject, type StoredMessage } from './types.js';
import { validateAutocompleteChoices, validateMessageBody } from './validate.js';

const ALLOWED: Record<number, number[]> = {
  [InteractionType.ApplicationCommand]: [4, 5, 9],
  [InteractionType.MessageComponent]: [4, 5, 6, 7, 9],
  [InteractionType.Autocomplete]: [8],
  [InteractionType.ModalSubmit]: [4, 5, 6, 7],
};

export function interactionRoutes(r: Router, ctx: RouteContext): void {
  const { world, interactions } = ctx;
  const bot = world.bot;

  const meta = (rec: InteractionRecord): StoredMessage['interaction'] => ({ id: rec.id, type: rec.type, userId: rec.userId, name: rec.commandName });
  const messageType = (rec: InteractionRecord): number => (rec.type === InteractionType.ApplicationCommand ? 20 : 0);

  r.add('POST', '/interactions/:interaction/:token/callback', (req) => {
    const rec = interactions.all.get(req.params.interaction!);
    if (!rec || rec.token !== req.params.token) throw Errors.unknownInteraction();
    const type = Number(req.body.type);
    const cb: CallbackRecord = { at: req.receivedAt, ms: req.receivedAt - rec.dispatchedAt, type, status: 0, errorCode: null };
    rec.callbacks.push(cb);
    try {
      const out = handleCallback(req, rec, type, cb);
      cb.status = out.status;
      return out;
    } catch (e) {
      if (e instanceof ApiError) {
        cb.status = e.status;
        cb.errorCode = e.code;
      }
      throw e;
    }
  });

  function handleCallback(req: RestRequest, rec: InteractionRecord, type: number, cb: CallbackRecord) {
    if (cb.ms > ctx.interactionDeadlineMs) throw Errors.unknownInteraction();
    if (rec.response) throw Errors.alreadyAcknowledged();
    if (!(ALLOWED[rec.type] ?? []).includes(type) || (type >= 6 && type <= 7 && !rec.componentMessageId)) {
      throw Errors.invalidForm([{ path: ['type'], code: 'INTERACTION_CALLBACK_TYPE_INVALID', message: `Callback type ${type} is not valid for interaction type ${rec.type}` }]);
    }
    const data: JsonObject = req.body.data ?? {};
    const ch = world.channel(rec.channelId);
    if (!ch) throw Errors.unknownChannel();
    let message: StoredMessage | undefined;
    switch (type) {
      case CallbackType.ChannelMessageWithSource:
        validateMessageBody(data, req.files, { isEdit: false });
        message = world.createMessage(ch, bot.id, data, req.files, { type: messageType(rec), interaction: meta(rec), webhookId: world.applicationId });
        rec.originalMessageId = rec.finalMessageId = message.id;
        break;
      case CallbackType.DeferredChannelMessageWithSource:
        message = world.createMessage(ch, bot.id, {}, [], {
          type: messageType(rec),
          interaction: meta(rec),
          webhookId: world.applicationId,
          flags: MessageFlag.Loading | (Number(data.flags ?? 0) & MessageFlag.Ephemeral),
        });
        rec.originalMessageId = message.id;
        break;
      case CallbackType.DeferredUpdateMessage:
        rec.originalMessageId = rec.componentMessageId;
        break;
      case CallbackType.UpdateMessage: {
        const target = world.messages.get(rec.componentMessageId!);
        if (!target || target.deleted) throw Errors.unknownMessage();
        validateMessageBody(data, req.files, { isEdit: true });
        message = world.editMessage(target, data, req.files);
        rec.originalMessageId = rec.finalMessageId = target.id;
        break;
      }
      case CallbackType.ApplicationCommandAutocompleteResult: {
        rec.choices = validateAutocompleteChoices(data);
        break;
      }
      case CallbackType.Modal:
        if (typeof data.custom_id !== 'string' || typeof data.title !== 'string' || !Array.isArray(data.components) || data.components.length === 0) {
          throw Errors.invalidForm([{ path: ['data'], code: 'BASE_TYPE_REQUIRED', message: 'A modal needs custom_id, title and components.' }]);
        }
        rec.modal = data;
        break;
    }
    const orig = rec.originalMessageId ? world.messages.get(rec.originalMessageId) : undefined;
    rec.response = {
      type,
      at: cb.at,
      ms: cb.ms,
      ephemeral: orig ? (orig.flags & MessageFlag.Ephemeral) !== 0 : (Number(data.flags ?? 0) & MessageFlag.Ephemeral) !== 0,
      data,
    };
    world.changed();
    if (req.query.get('with_response') !== 'true') return noContent();
    return json({
      interaction: {
        id: rec.id,
        type: rec.type,
        ...(orig && type !== CallbackType.DeferredUpdateMessage
          ? {
              response_message_id: orig.id,
              response_message_loading: (orig.flags & MessageFlag.Loading) !== 0,
              response_message_ephemeral: (orig.flags & MessageFlag.Ephemeral) !== 0,
            }
          : {}),
      },
      resource: { type, ...(message ? { message: world.messageJSON(message) } : {}) },
    });
  }

  // ---- the interaction webhook

  const recOf = (req: RestRequest): InteractionRecord => {
    if (req.params.app !== world.applicationId) throw Errors.unknownWebhook();
    const rec = interactions.byToken.get(req.params.token!);
    if (!rec || !rec.response) throw Errors.unknownWebhook();
    return rec;
  };
  const messageOfRec = (rec: InteractionRecord, id: string): StoredMessage => {
    const mid = id === '@original' ? rec.originalMessageId : id;
    const ok = mid && (mid === rec.originalMessageId || rec.followUpIds.includes(mid));
    const m = ok ? world.messages.get(mid) : undefined;
    if (!m || m.deleted) throw Errors.unknownMessage();
    return m;
  };

  const messagePath = '/webhooks/:app/:token/messages/:message';
  r.add('GET', messagePath, (req) => json(world.messageJSON(messageOfRec(recOf(req), req.params.message!))));
  r.add('PATCH', messagePath, (req) => {
    const rec = recOf(req);
    const m = messageOfRec(rec, req.params.message!);
    validateMessageBody(req.body, req.files, { isEdit: true });
    const wasLoading = (m.flags & MessageFlag.Loading) !== 0;
    m.flags &= ~MessageFlag.Loading;
    world.editMessage(m, req.body, req.files, { markEdited: !wasLoading });
    if (m.id === rec.originalMessageId) rec.finalMessageId ??= m.id;
    world.changed();
    return json(world.messageJSON(m));
  });
  r.add('DELETE', messagePath, (req) => {
    const rec = recOf(req);
    world.deleteMessage(messageOfRec(rec, req.params.message!));
    return noContent();
  });

  r.add('POST', '/webhooks/:app/:token', (req) => {
    const rec = recOf(req);
    const ch = world.channel(rec.channelId);
    if (!ch) throw Errors.unknownChannel();
    validateMessageBody(req.body, req.files, { isEdit: false });
    const orig = rec.originalMessageId ? world.messages.get(rec.originalMessageId) : undefined;
    let m: StoredMessage;
    if (rec.response?.type === CallbackType.DeferredChannelMessageWithSource && orig && !orig.deleted && orig.flags & MessageFlag.Loading) {
      // The first follow-up after a defer replaces the "thinking" message (keeping the defer's ephemeral state).
      orig.flags &= ~MessageFlag.Loading;
      const { flags: _ignored, ...body } = req.body;
      void _ignored;
      m = world.editMessage(orig, body, req.files, { markEdited: false });
    } else {
      m = world.createMessage(ch, bot.id, req.body, req.files, { type: messageType(rec), interaction: meta(rec), webhookId: world.applicationId });
    }
    rec.followUpIds.push(m.id);
    rec.finalMessageId ??= m.id;
    world.changed();
    return req.query.get('wait') === 'true' ? json(world.messageJSON(m)) : noContent();
  });
}
