import { z } from 'zod';
import { TimestampText, UuidText } from './common.js';

export const MailMessage = z.object({
  id: UuidText,
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  sentAt: TimestampText,
});
export type MailMessage = z.infer<typeof MailMessage>;

export const MailboxQuery = z.object({
  to: z.string().optional(),
});

export const MailboxResponse = z.object({ messages: z.array(MailMessage) });
export type MailboxResponse = z.infer<typeof MailboxResponse>;
