/** An email to send; text is required so every client can read it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Port: sends email (SES in production, `.data/outbox/*.eml` locally). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}
