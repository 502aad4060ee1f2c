import { Router } from 'express';
import { ok, refuse } from '../../../shared/protocol/contract/envelope';
import { parseId } from '../../../shared/protocol/fields';
import { MODEL_KEYS, STAFF_REFUSALS, type ModelKey } from '../../../shared/protocol/staff';
import type { AppContext } from '../../context';
import { findUserById } from '../../db/users';
import { declaredRoutes } from '../../http/declared';
import { sendPushToUser } from '../../services/push/send';
import { recordStaffAction } from '../../db/audit';
import { changeGame } from './gameTools';
import { listOutbox, sendStaffEmail } from './mail';
import { processList } from './processList';
import { statsSeries } from './stats';
import { validateModel } from './validateModel';

const success = true as const;

/** The moderator panel's system, stats and game tools (spec §7 "Moderator"). */
export function modpanelRoutes(context: AppContext): Router {
  const router = Router();
  const serve = declaredRoutes(router, context);

  // The spec's reads are POSTs (with the CSRF token); links and the panel GET them.
  const listProcesses = async () => ok({ success, rows: await processList(context) });
  serve('GET /modpanel/system/dbadmin/processlist', listProcesses);
  serve('POST /modpanel/system/dbadmin/processlist', listProcesses);

  const lookUp = async (input: { key: string; value: string }) => {
    const id = parseId(input.value.trim());
    const key = MODEL_KEYS.find((name) => name === input.key.trim()) as ModelKey | undefined;
    const model = key && id !== undefined ? await validateModel(context, key, id) : false;
    return ok({ success, model });
  };
  serve('GET /modpanel/system/settings/validate-model', ({ query }) => lookUp(query));
  serve('POST /modpanel/system/settings/validate-model', ({ body }) => lookUp(body));

  serve('GET /modpanel/stats/api', async ({ query }) =>
    ok({ success, ...(await statsSeries(context, query.range)) }),
  );

  serve('POST /modpanel/game/status', ({ body, req }) =>
    changeGame(context, req.viewer.user!.id, body.game_id, {
      type: 'set-status',
      status: body.status,
    }),
  );

  serve('POST /modpanel/game/timer', ({ body, req }) =>
    changeGame(context, req.viewer.user!.id, body.game_id, {
      type: 'set-timer',
      seconds: body.time,
    }),
  );

  serve('POST /modpanel/system/send-email', ({ body, req }) =>
    sendStaffEmail(context, req.viewer.user!.id, {
      toUserId: body.to_user_id,
      subject: body.subject,
      body: body.body,
    }),
  );

  serve('GET /api/staff/outbox', async () => ok({ success, mails: await listOutbox(context) }));

  serve('POST /modpanel/system/send-push-notification', async ({ body, req }) => {
    const { to_user_id: userId, title, url } = body;
    if (!(await findUserById(context.db, userId))) return refuse(404, STAFF_REFUSALS.noUser);
    // A push cannot be taken back, so its audit row is written first: no push goes out
    // unrecorded. A staff push arrives as a message: the kind a user keeps on to hear from people.
    await recordStaffAction(context.db, {
      actorId: req.viewer.user!.id,
      action: 'system.send-push',
      targetType: 'user',
      targetId: userId,
      after: { title, url },
      at: context.now(),
    });
    const outcome = await sendPushToUser(context, userId, {
      title,
      body: body.body,
      url,
      kind: 'message',
    });
    return ok({ success, ...outcome });
  });

  return router;
}
