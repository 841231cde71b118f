import { Box, chakra } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { lazyValidation } from '../../../components/form/lazy-validation';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/button';
import type { Ownership } from '../../../shared/access/access-rules';
import { ja } from '../../../shared/i18n/ja';
import { readApiError } from '../../../store/api-error';
import type { SessionUser } from '../../../shared/storage/session-storage';
import { useLoginMutation } from '../auth.api';
import type { LoginValues } from '../forms/login.schema';

const emptyLogin: LoginValues = { email: '', password: '' };
// yup stays off the login route's first download; the schema arrives while the form is on screen.
const loginValidation = lazyValidation<LoginValues>(() => import('../forms/login.schema').then((m) => m.loginSchema));

interface LoginFormProps {
  ownership: Ownership;
  onSignedIn: (user: SessionUser) => void;
  /** Where the other ownership signs in, offered when the server says the account belongs there. */
  otherLogin: { ownership: Ownership; path: string };
}

export const LoginForm = ({ ownership, onSignedIn, otherLogin }: LoginFormProps) => {
  const [login] = useLoginMutation();
  const [wrongPage, setWrongPage] = useState(false);
  useEffect(() => loginValidation.preload(), []);
  const submit = async (values: LoginValues, helpers: FormikHelpers<LoginValues>) => {
    setWrongPage(false);
    try {
      const result = await login({ loginRequest: { email: values.email.trim(), password: values.password, ownership } }).unwrap();
      onSignedIn(result.data.user_infomation);
    } catch (error) {
      setWrongPage(readApiError(error).body.code === 'wrong_login_page');
      applyServerErrors(helpers, error, values);
    }
  };
  return (
    <Formik initialValues={emptyLogin} validate={loginValidation.validate} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={ja.auth.login}>
          <TextField name="email" label={ja.auth.email} type="email" autoComplete="username" />
          <TextField name="password" label={ja.auth.password} type="password" autoComplete="current-password" />
          <Box mt="6">
            <Button type="submit" width="100%" disabled={isSubmitting}>
              {ja.auth.login}
            </Button>
          </Box>
          {wrongPage ? (
            <Box mt="4" textAlign="center">
              <chakra.a asChild fontWeight="bold" color="var(--brand)" textDecoration="underline">
                <Link to={otherLogin.path}>{ja.auth.toOtherLogin[otherLogin.ownership]}</Link>
              </chakra.a>
            </Box>
          ) : null}
        </Form>
      )}
    </Formik>
  );
};
