import type { Transporter } from 'nodemailer';
import type { MailPort } from './mail.port';

export const createSmtpMail = (smtpUrl: string, from: string): MailPort => {
  // nodemailer loads with the first mail sent, not at server start.
  let transport: Promise<Transporter> | undefined;
  const transportOf = (): Promise<Transporter> => (transport ??= import('nodemailer').then((module) => module.default.createTransport(smtpUrl)));
  return {
    send: async ({ to, subject, text }) => {
      await (await transportOf()).sendMail({ from, to, subject, text });
    },
    close: async () => {
      if (transport) (await transport).close();
    },
  };
};
