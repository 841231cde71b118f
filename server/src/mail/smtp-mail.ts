import nodemailer from 'nodemailer';
import type { MailPort } from './mail.port';

export const createSmtpMail = (smtpUrl: string, from: string): MailPort => {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async ({ to, subject, text }) => {
      await transport.sendMail({ from, to, subject, text });
    },
    close: async () => transport.close(),
  };
};
