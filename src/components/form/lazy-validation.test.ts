import { validateYupSchema, yupToFormErrors } from 'formik';
import { loginSchema } from '../../features/auth/forms/login.schema';
import { lazyValidation } from './lazy-validation';

// What Formik's validationSchema gives for the same values: the lazily loaded schema must not change a message.
const viaValidationSchema = (values: Record<string, string>) =>
  validateYupSchema(values, loginSchema).then(
    () => ({}),
    (error: unknown) => yupToFormErrors(error),
  );

describe('lazyValidation', () => {
  it('gives the errors validationSchema gives, loading the schema once', async () => {
    const load = jest.fn(() => Promise.resolve(loginSchema));
    const { validate, preload } = lazyValidation(load);
    preload();
    for (const values of [
      { email: '', password: '' },
      { email: 'not-an-address', password: 'x' },
      { email: ' owner@demo.example ', password: '   ' },
      { email: 'owner@demo.example', password: 'secret' },
    ]) {
      expect(await validate(values)).toEqual(await viaValidationSchema(values));
    }
    expect(await validate({ email: 'owner@demo.example', password: 'secret' })).toEqual({});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after a failed one', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(loginSchema);
    const { validate, preload } = lazyValidation(load);
    preload();
    await Promise.resolve();
    await Promise.resolve();
    expect(await validate({ email: '', password: '' })).toEqual(await viaValidationSchema({ email: '', password: '' }));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
