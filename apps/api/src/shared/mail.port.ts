/** The mail port (architecture: "Ports, each with an embedded default"). */
export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: 'dev-mailbox' | 'smtp';
  send(mail: OutgoingMail): Promise<void>;
}
