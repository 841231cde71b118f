// One address of the mail's To: a local part without spaces, quotes or angle brackets, and a dotted host name. The
// same shape the console's yup email() accepts in practice; anything stranger is refused rather than sent to SMTP.
const EMAIL = /^[A-Za-z0-9.!#$%'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const isEmailAddress = (value: string): boolean => value.length <= 254 && EMAIL.test(value);
