import { Router } from 'express';
import { z } from 'zod';
import { idField, intField, lineField, parseId, textField } from '../../../shared/protocol/fields';
import { MODEL_KEYS, type ModelKey } from '../../../shared/protocol/staff';
import type { AppContext } from '../../context';
import { findUserById } from '../../db/users';
import { answer } from '../../http/answer';
import { rateLimit } from '../../http/rateLimit';
import { sendPushToUser } from '../../services/push/send';
import { ok, parsed, refuse } from '../../http/replies';
import { recordStaffAction } from '../../db/audit';
import { requirePermission } from '../../auth/permissions/guard';
import { readInput, readRoute } from '../readRoute';
import { changeGame } from './gameTools';
import { listOutbox, MAIL_TEXTS, sendStaffEmail } from './mail';
import { processList } from './processList';
import { STATS_RANGES, statsSeries, type StatsRange } from './stats';
import { validateModel } from './validateModel';

/** The longest timer a moderator can set: 30 days. */
export const MAX_TIMER_SECONDS = 30 * 86_400;

const modelRequest = z.object({ key: lineField(50), value: lineField(50) });
const statsQuery = z.object({
  range: z.enum(Object.keys(STATS_RANGES) as [StatsRange, ...StatsRange[]]).catch('day'),
});
const statusRequest = z.object({ game_id: idField, status: intField(1, 3) });
const timerRequest = z.object({ game_id: idField, time: intField(1, MAX_TIMER_SECONDS) });
const emailRequest = z.object({
  to_user_id: idField,
  subject: lineField(200).refine((text) => text.trim() !== '', 'The e-mail needs a subject.'),
  body: textField(10_000).refine((text) => text.trim() !== '', 'The e-mail needs a text.'),
});
const pushRequest = z.object({
  to_user_id: idField,
  title: lineField(100).refine((text) => text.trim() !== '', 'The notification needs a title.'),
  body: lineField(300),
  url: lineField(500).refine(
    (url) => url.startsWith('/') && !url.startsWith('//'),
    'The address must be a path on this site, starting with /.',
  ),
});

/** The moderator panel's system, stats and game tools (spec §7 "Moderator"). */
export function modpanelRoutes(context: AppContext): Router {
  const router = Router();

  readRoute(
    router,
    '/modpanel/system/dbadmin/processlist',
    requirePermission('system.processlist'),
    async (_req, res) => {
      res.json({ success: true, rows: await processList(context) });
    },
  );

  readRoute(
    router,
    '/modpanel/system/settings/validate-model',
    requirePermission('system.validate-model'),
    async (req, res) => {
      const input = parsed(modelRequest, readInput(req), res);
      if (!input) return;
      const id = parseId(input.value.trim());
      const key = MODEL_KEYS.find((name) => name === input.key.trim()) as ModelKey | undefined;
      const model = key && id !== undefined ? await validateModel(context, key, id) : false;
      res.json({ success: true, model });
    },
  );

  router.get('/modpanel/stats/api', requirePermission('system.stats'), async (req, res) => {
    const { range } = statsQuery.parse(req.query);
    res.json({ success: true, ...(await statsSeries(context, range)) });
  });

  router.post('/modpanel/game/status', requirePermission('game.set-status'), async (req, res) => {
    const input = parsed(statusRequest, req.body, res);
    if (!input) return;
    const action = { type: 'set-status' as const, status: input.status };
    answer(res, await changeGame(context, req.viewer.user!.id, input.game_id, action));
  });

  router.post('/modpanel/game/timer', requirePermission('game.set-timer'), async (req, res) => {
    const input = parsed(timerRequest, req.body, res);
    if (!input) return;
    const action = { type: 'set-timer' as const, seconds: input.time };
    answer(res, await changeGame(context, req.viewer.user!.id, input.game_id, action));
  });

  router.post(
    '/modpanel/system/send-email',
    requirePermission('system.send-email'),
    rateLimit(context, 'staffMessage'),
    async (req, res) => {
      const input = parsed(emailRequest, req.body, res);
      if (!input) return;
      const mail = { toUserId: input.to_user_id, subject: input.subject, body: input.body };
      answer(res, await sendStaffEmail(context, req.viewer.user!.id, mail));
    },
  );

  router.get('/api/staff/outbox', requirePermission('system.send-email'), async (_req, res) => {
    res.json({ success: true, mails: await listOutbox(context) });
  });

  router.post(
    '/modpanel/system/send-push-notification',
    requirePermission('system.send-push'),
    rateLimit(context, 'staffMessage'),
    async (req, res) => {
      const input = parsed(pushRequest, req.body, res);
      if (!input) return;
      if (!(await findUserById(context.db, input.to_user_id)))
        return answer(res, refuse(404, MAIL_TEXTS.noUser));
      const { to_user_id: userId, title, body, url } = input;
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
      const outcome = await sendPushToUser(context, userId, { title, body, url, kind: 'message' });
      answer(res, ok({ ...outcome }));
    },
  );

  return router;
}
