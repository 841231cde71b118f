import { Box, chakra } from '@chakra-ui/react';
import { Form, Formik, useField, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from '../../../../components/button';
import { applyServerErrors } from '../../../../components/form/apply-server-errors';
import { FieldError } from '../../../../components/form/field-parts';
import { NumberField } from '../../../../components/form/number-field';
import { TextareaField } from '../../../../components/form/textarea-field';
import { TimeField } from '../../../../components/form/time-field';
import { rankingSettingsJa } from '../../../../shared/i18n/ranking-settings.ja';
import { MEASURE_LIMITS } from '../../../../shared/ranking/measure-rules';
import { dialogOpened } from '../../../../state/dialogs.slice';
import { errorLines, readApiError } from '../../../../store/api-error';
import { useAppDispatch } from '../../../../store/hooks';
import { emptyAddValues, keywordErrorText, toCreateRequest } from '../../forms/measure-form.mappers';
import { measureAddSchema, type MeasureAddValues } from '../../forms/measure-form.schema';
import { useCreateMeasuresMutation, type MeasureContractBody, type MeasureCreateBody } from '../../ranking.api';
import { MeasurePointFields } from './measure-point-fields';

const t = rankingSettingsJa.form;

interface MeasureAddFormProps {
  contract: MeasureContractBody;
  /** The chosen store × provider keys (g_… / y_…), picked by the screen's store picker. */
  localAccountIds: string[];
  /** The store picker, composed by the screen (features never import each other). */
  storeChooser: ReactNode;
  onCreated: () => void;
}

// The picker's selection lives in the store; the form keeps a copy so that its rule (one store at least) and the
// server's errors on local_account_ids (measure_contract_exceeded) show where the stores are chosen.
const ChosenStores = ({ ids, children }: { ids: string[]; children: ReactNode }) => {
  const [, meta] = useField<string[]>('local_account_ids');
  const { setFieldValue } = useFormikContext<MeasureAddValues>();
  const errorId = useId();
  useEffect(() => void setFieldValue('local_account_ids', ids, false), [ids, setFieldValue]);
  return (
    <chakra.fieldset border="none" p="0" m="0" mb="4" minW="0" aria-describedby={meta.touched && meta.error ? errorId : undefined}>
      <chakra.legend fontWeight="bold" fontSize="sm" mb="1" p="0">
        {t.stores}
      </chakra.legend>
      {children}
      <chakra.p role="status" fontWeight="bold" mt="2" data-testid="measure-chosen-count">
        {ids.length > 0 ? t.storesChosen(ids.length) : t.storesNone}
      </chakra.p>
      <FieldError id={errorId} message={meta.touched ? meta.error : undefined} />
    </chakra.fieldset>
  );
};

// Adds keywords (one per line) to every chosen store at once, all or nothing. 「契約キーワードとして登録」 shows only to
// a session that may register contracted keywords.
export const MeasureAddForm = ({ contract, localAccountIds, storeChooser, onCreated }: MeasureAddFormProps) => {
  const headingId = useId();
  const dispatch = useAppDispatch();
  const [create] = useCreateMeasuresMutation();
  const [skipped, setSkipped] = useState<MeasureCreateBody['skipped']>([]);
  const submit = async (values: MeasureAddValues, helpers: FormikHelpers<MeasureAddValues>) => {
    const request = toCreateRequest(values);
    try {
      const answer = await create({ measureCreateRequest: request }).unwrap();
      setSkipped(answer.skipped);
      helpers.resetForm({ values: { ...values, keywords: '' } });
      onCreated();
    } catch (error) {
      const { body } = readApiError(error);
      const keywordError = keywordErrorText(body.errors, request.keywords);
      if (keywordError) {
        void helpers.setFieldTouched('keywords', true, false);
        helpers.setFieldError('keywords', keywordError);
      }
      // A 422 that names no field of this form still has to be said somewhere.
      if (!applyServerErrors(helpers, error, values) && !keywordError && body.errors) dispatch(dialogOpened({ id: 'error', props: { lines: errorLines(body) } }));
    }
  };
  return (
    <chakra.section aria-labelledby={headingId} bg="surface" borderRadius="md" p={{ base: '3', md: '4' }} mb="6" data-testid="measure-add-form">
      <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold" mb="3">
        {t.addHeading}
      </chakra.h2>
      <Formik initialValues={emptyAddValues()} validationSchema={measureAddSchema} onSubmit={submit}>
        {({ isSubmitting, values, setFieldValue }) => (
          <Form noValidate aria-labelledby={headingId}>
            <TextareaField name="keywords" label={t.keywords} help={t.keywordsHelp} rows={5} />
            <ChosenStores ids={localAccountIds}>{storeChooser}</ChosenStores>
            <MeasurePointFields />
            <NumberField name="radius_m" label={t.radius} help={t.radiusHelp} integer min={MEASURE_LIMITS.radius.min} max={MEASURE_LIMITS.radius.max} />
            <TimeField name="measure_time" label={t.time} help={t.timeHelp} />
            {contract.can_register_contract ? (
              <chakra.label display="inline-flex" alignItems="center" gap="2" minH="10" mb="4" cursor="pointer">
                <input type="checkbox" checked={values.contract} onChange={(e) => void setFieldValue('contract', e.target.checked)} />
                {t.contractKind}
              </chakra.label>
            ) : null}
            <Box display="flex" justifyContent="flex-end">
              <Button type="submit" minH="44px" disabled={isSubmitting}>
                {t.submit}
              </Button>
            </Box>
          </Form>
        )}
      </Formik>
      {skipped.length > 0 ? (
        <Box role="status" mt="3" fontSize="sm" color="muted" data-testid="measure-skipped">
          <chakra.p fontWeight="bold">{t.skipped}</chakra.p>
          <chakra.ul pl="5">
            {skipped.map((s) => (
              <li key={`${s.local_account_id}-${s.keyword}`}>{`${s.local_account_id}「${s.keyword}」`}</li>
            ))}
          </chakra.ul>
        </Box>
      ) : null}
    </chakra.section>
  );
};
