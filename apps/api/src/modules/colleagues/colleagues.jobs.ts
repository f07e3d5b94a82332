import { workEachJob } from '../../jobs/job-queue.js';
import type { AppDeps, ModuleJobs } from '../../shared/deps.js';
import {
  COLLEAGUE_INVITATION_QUEUE,
  type ColleagueInvitationJob,
  sendColleagueInvitation,
} from './colleague-invitation.js';

/** The invitations' outbox: a failed mail is tried again with a growing delay (its failure is logged). */
export const colleaguesJobs: ModuleJobs = {
  queues: [
    {
      name: COLLEAGUE_INVITATION_QUEUE,
      options: { policy: 'standard', retryLimit: 10, retryDelay: 60, retryBackoff: true },
    },
  ],
  work: async (jobs, deps: AppDeps) => {
    await workEachJob<ColleagueInvitationJob>(jobs, COLLEAGUE_INVITATION_QUEUE, (data) =>
      sendColleagueInvitation(deps, data),
    );
  },
};
