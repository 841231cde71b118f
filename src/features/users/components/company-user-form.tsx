import { chakra } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useMemo, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { PickedStoresField } from '../../../components/form/picked-stores-field';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { TextField } from '../../../components/form/text-field';
import { usersJa } from '../../../shared/i18n/users.ja';
import { toCompanyUserValues, toCreateRequest, toUpdateRequest } from '../forms/company-user.mappers';
import { ASSIGNABLE_USER_TYPES, companyUserSchema, type CompanyUserValues } from '../forms/company-user.schema';
import { useFormServerErrors } from '../../../components/form/use-form-server-errors';
import { useCreateUserMutation, useUpdateUserMutation, type CompanyUser } from '../users.api';
import { ReadOnlyField } from './read-only-field';
import { FormButtons, SubmitButton } from './settings-panel';

const t = usersJa.form;
const typeOptions = ASSIGNABLE_USER_TYPES.map((value) => ({ value, label: usersJa.account.types[value] }));

interface CompanyUserFormProps {
  /** The user being edited; null invites a new one. */
  user: CompanyUser | null;
  /** The store keys (g_… / y_…) checked in the screen's store picker. */
  chosenStores: string[];
  /** The store picker, composed by the screen (features never import each other); shown for a store user. */
  storeChooser: ReactNode;
  onDone: () => void;
  onCancel: () => void;
}

// Invites a user (name, address, type and, for a store user, the stores they see) or edits one. The address of an
// existing user is shown read-only, and nobody changes their own type here. A refused save keeps every typed value.
export const CompanyUserForm = ({ user, chosenStores, storeChooser, onDone, onCancel }: CompanyUserFormProps) => {
  const headingId = useId();
  const [create] = useCreateUserMutation();
  const [update] = useUpdateUserMutation();
  const applyErrors = useFormServerErrors();
  const schema = useMemo(() => companyUserSchema(!!user), [user]);
  const submit = async (values: CompanyUserValues, helpers: FormikHelpers<CompanyUserValues>) => {
    try {
      if (user) await update({ id: user.id, companyUserUpdateRequest: toUpdateRequest(values) }).unwrap();
      else await create({ companyUserCreateRequest: toCreateRequest(values) }).unwrap();
      onDone();
    } catch (error) {
      applyErrors(helpers, error, values);
    }
  };
  return (
    <chakra.section aria-labelledby={headingId} bg="surface" borderRadius="md" p={{ base: '3', md: '4' }} mb="6" data-testid="company-user-form">
      <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold" mb="2" wordBreak="break-all">
        {user ? t.editHeading(user.user_name) : t.createHeading}
      </chakra.h2>
      {user ? null : (
        <chakra.p fontSize="sm" color="muted" mb="3">
          {t.createLead}
        </chakra.p>
      )}
      <Formik initialValues={toCompanyUserValues(user)} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting, values }) => (
          <Form noValidate aria-labelledby={headingId}>
            <TextField name="user_name" label={t.name} autoComplete="off" />
            {user ? <ReadOnlyField label={t.email} value={user.email} help={t.emailFixed} /> : <TextField name="email" label={t.email} type="email" autoComplete="off" />}
            {user?.is_self ? (
              <ReadOnlyField label={t.type} value={usersJa.account.types[user.user_type]} help={t.typeFixedSelf} />
            ) : (
              <RadioGroupField name="user_type" legend={t.type} options={typeOptions} help={t.typeHelp} />
            )}
            {values.user_type === 'store' ? (
              <PickedStoresField name="local_account_ids" legend={t.stores} ids={chosenStores} chosenText={t.storesChosen} noneText={t.storesNone} testId="user-stores">
                {storeChooser}
              </PickedStoresField>
            ) : null}
            <FormButtons>
              <Button variant="outline" minH="44px" onClick={onCancel}>
                {t.cancel}
              </Button>
              <SubmitButton label={user ? t.save : t.create} disabled={isSubmitting} />
            </FormButtons>
          </Form>
        )}
      </Formik>
    </chakra.section>
  );
};
