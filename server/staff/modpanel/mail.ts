import { desc, eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppContext } from '../../context';
import { findUserById } from '../../db/users';
import { ok, refuse, type Answer } from '../../../shared/protocol/contract/envelope';
import { STAFF_REFUSALS } from '../../../shared/protocol/staff';
import { audited } from '../../db/audit';
import { mailOutbox } from '../../db/staffTables';

// One SMTP connection setup per address, reused by every message.
const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

export interface StaffMail {
  toUserId: number;
  subject: string;
  body: string;
}

/**
 * `/modpanel/system/send-email`: the message is always written to the outbox (the panel lists it);
 * with SMTP_URL set it is also delivered, and the outbox row says whether that worked.
 */
export async function sendStaffEmail(
  context: AppContext,
  senderId: number,
  mail: StaffMail,
): Promise<Answer<{ success: true; outbox_id: number; delivered: boolean }>> {
  const user = await findUserById(context.db, mail.toUserId);
  if (!user) return refuse(404, STAFF_REFUSALS.noUser);
  // The outbox row and its audit row together; the delivery after them cannot be taken back,
  // and whether it worked is written to the outbox row.
  const outboxId = await audited(context.db, async (tx) => {
    const [row] = await tx
      .insert(mailOutbox)
      .values({
        toUserId: user.id,
        toAddress: user.email,
        subject: mail.subject,
        body: mail.body,
        sentBy: senderId,
        createdAt: context.now(),
      })
      .returning({ id: mailOutbox.id });
    return {
      result: row!.id,
      audit: {
        actorId: senderId,
        action: 'system.send-email',
        targetType: 'user',
        targetId: user.id,
        after: { outbox_id: row!.id, subject: mail.subject },
        at: context.now(),
      },
    };
  });
  const smtpUrl = context.config.smtpUrl;
  if (!smtpUrl) return ok({ success: true, outbox_id: outboxId, delivered: false });
  try {
    await transportFor(smtpUrl).sendMail({
      from: context.config.mailFrom,
      to: user.email,
      subject: mail.subject,
      text: mail.body,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await context.db.update(mailOutbox).set({ error: reason }).where(eq(mailOutbox.id, outboxId));
    return refuse(502, STAFF_REFUSALS.mailRefused(reason));
  }
  await context.db
    .update(mailOutbox)
    .set({ deliveredAt: context.now() })
    .where(eq(mailOutbox.id, outboxId));
  return ok({ success: true, outbox_id: outboxId, delivered: true });
}

/** The outbox, newest first. */
export async function listOutbox(context: AppContext, limit = 100) {
  const rows = await context.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to_user_id: row.toUserId,
    to_address: row.toAddress,
    subject: row.subject,
    body: row.body,
    created_at: row.createdAt.toISOString(),
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    error: row.error,
  }));
}
