import { Box } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/button';
import { ja } from '../../../shared/i18n/ja';
import { groupNameSchema, type GroupNameValues } from '../forms/group-name.schema';

interface GroupNameFormProps {
  initialName?: string;
  submitLabel: string;
  label?: string;
  // Resolves on success; a rejected call's 422 field errors are set on the name field.
  onSubmit: (name: string) => Promise<unknown>;
  onDone?: () => void;
  onCancel?: () => void;
  testId?: string;
}

export const GroupNameForm = ({ initialName = '', submitLabel, label = ja.groups.name, onSubmit, onDone, onCancel, testId }: GroupNameFormProps) => {
  const submit = async (values: GroupNameValues, helpers: FormikHelpers<GroupNameValues>) => {
    try {
      await onSubmit(values.name.trim());
      helpers.resetForm({ values: { name: initialName } });
      onDone?.();
    } catch (error) {
      applyServerErrors(helpers, error, values);
    }
  };
  return (
    <Formik initialValues={{ name: initialName }} validationSchema={groupNameSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate data-testid={testId}>
          <TextField name="name" label={label} />
          <Box display="flex" gap="2" justifyContent="flex-end" flexWrap="wrap">
            {onCancel ? (
              <Button variant="outline" onClick={onCancel}>
                {ja.common.cancel}
              </Button>
            ) : null}
            <Button type="submit" disabled={isSubmitting}>
              {submitLabel}
            </Button>
          </Box>
        </Form>
      )}
    </Formik>
  );
};
