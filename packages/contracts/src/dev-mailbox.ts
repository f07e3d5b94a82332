import { z } from 'zod';

export const MailMessage = z.object({
  id: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  sentAt: z.string(),
});
export type MailMessage = z.infer<typeof MailMessage>;

export const MailboxQuery = z.object({
  to: z.string().optional(),
});

export const MailboxResponse = z.object({ messages: z.array(MailMessage) });
export type MailboxResponse = z.infer<typeof MailboxResponse>;
