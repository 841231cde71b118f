export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailPort {
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}
