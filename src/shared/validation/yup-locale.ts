import { setLocale } from 'yup';
import { ja } from '../i18n/ja';

const v = ja.validation;

// Runs on import. It must be imported before any schema is created (validators.ts, which every schema module goes
// through, and jest-setup.ts import it first), because a schema keeps the messages of the locale in force when it
// was built. It loads with the first form that needs it, not with the console's first download.
setLocale({
  mixed: { required: v.required, notType: v.format, defined: v.required },
  string: { max: v.stringMax, email: v.format, url: v.format, matches: v.format, min: v.stringMin },
  number: { max: v.numberMaxDigits, min: v.numberMin },
  array: { max: v.arrayMax },
});

export const yupLocaleReady = true;
