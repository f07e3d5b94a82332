import type { AppDeps } from '../../shared/deps.js';
import { issuePasswordLink, mailPasswordLink } from '../auth/index.js';
import { findCustomer } from '../customers/index.js';
import { renderMail } from '../mail/index.js';
import { findUserById } from '../users/index.js';

/** The outbox of invitations: a job committed with the invited user (colleagues.service.ts). */
export const COLLEAGUE_INVITATION_QUEUE = 'colleague-invitation';

export interface ColleagueInvitationJob {
  userId: string;
  /** Who invited them, as the mail names them. */
  inviter: string;
}

/**
 * Mails an invited colleague a single-use link to choose their password: the password-reset token and
 * the welcome mail's layout, valid one hour (D4; after that "Forgot password" sends a new one). The link
 * is issued here, not stored in the job, so no secret waits in the queue. Nothing is sent to a user who
 * has chosen a password or was deactivated meanwhile. At least once: a crash between sending and the
 * job's end sends again, with a new link.
 */
export async function sendColleagueInvitation(deps: AppDeps, job: ColleagueInvitationJob): Promise<void> {
  const { db } = deps.database;
  const user = await findUserById(db, job.userId);
  if (!user?.isActive || user.passwordHash !== null) return;
  const customer = user.customerCode ? await findCustomer(db, user.customerCode) : undefined;
  const link = await issuePasswordLink(deps, user);
  // A failure is logged (MAIL_FAILED) and thrown: pg-boss tries again later (colleagues.jobs.ts).
  await mailPasswordLink(deps, null, user, () =>
    renderMail('colleagueInvited', user.language, [user.email], {
      name: `${user.firstName} ${user.lastName}`.trim() || user.email,
      link: link.url,
      inviter: job.inviter,
      customer: customer?.name ?? user.customerCode ?? '',
    }),
  );
}
