import { Box, chakra } from '@chakra-ui/react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useId, type ReactNode } from 'react';
import { Button } from '../../../../components/button';
import { applyServerErrors } from '../../../../components/form/apply-server-errors';
import { FieldError } from '../../../../components/form/field-parts';
import { RadioGroupField } from '../../../../components/form/radio-group-field';
import type { DateRange } from '../../../../shared/dates/periods';
import { insightReportsJa } from '../../../../shared/i18n/insight-reports.ja';
import { dialogOpened } from '../../../../state/dialogs.slice';
import { errorLines, readApiError } from '../../../../store/api-error';
import { useAppDispatch } from '../../../../store/hooks';
import { useRequestInsightReportMutation, useRequestYahooReportMutation } from '../../insight.api';
import { providerOf, storesFor, toReportRequest } from '../forms/report-form.mappers';
import { emptyReportValues, REPORT_KIND_OPTIONS, reportFormSchema, type ReportFormValues } from '../forms/report-form.schema';
import { ReportCommentFields } from './report-comment-fields';
import { ReportPeriodFields } from './report-period-fields';

const t = insightReportsJa.form;

interface ReportFormProps {
  /** Every key checked in the screen's store picker (both providers); the form takes the kind's. */
  checked: string[];
  storeNames: ReadonlyMap<string, string>;
  /** The store picker, composed by the screen for the kind's provider (features never import each other). */
  renderStores: (provider: 'google' | 'yahoo') => ReactNode;
  defaultWindow: DateRange;
}

// The form's copy of the chosen stores, so the rule (one at least) and the server's errors show where they are chosen.
const ChosenStores = ({ checked, renderStores }: Pick<ReportFormProps, 'checked' | 'renderStores'>) => {
  const { values, errors, touched, submitCount, setFieldValue } = useFormikContext<ReportFormValues>();
  const errorId = useId();
  const ids = storesFor(values.kind, checked);
  const key = ids.join(',');
  useEffect(() => void setFieldValue('local_account_ids', key ? key.split(',') : [], false), [key, setFieldValue]);
  const error = (submitCount > 0 || touched.local_account_ids) && typeof errors.local_account_ids === 'string' ? errors.local_account_ids : undefined;
  return (
    <chakra.fieldset border="none" p="0" m="0" mb="4" minW="0" aria-describedby={error ? errorId : undefined}>
      <chakra.legend fontWeight="bold" fontSize="sm" mb="1" p="0">
        {t.stores}
      </chakra.legend>
      {values.kind === 'yahoo_report' ? <chakra.p fontSize="sm" color="muted" mb="2">{t.yahooOnly}</chakra.p> : null}
      {renderStores(providerOf(values.kind))}
      <chakra.p role="status" fontWeight="bold" mt="2" data-testid="report-chosen-count">
        {ids.length > 0 ? t.storesChosen(ids.length) : t.storesNone}
      </chakra.p>
      <FieldError id={errorId} message={error} />
    </chakra.fieldset>
  );
};

// Creates a report: パフォーマンスレポート (Excel), クライアント向けレポート (PDF, with a comment per store) or
// アクセス解析レポート (Excel, Yahoo!プレイス). The export pipeline's dialogs say when the file is ready.
export const ReportForm = ({ checked, storeNames, renderStores, defaultWindow }: ReportFormProps) => {
  const headingId = useId();
  const dispatch = useAppDispatch();
  const [requestInsight] = useRequestInsightReportMutation();
  const [requestYahoo] = useRequestYahooReportMutation();
  // The values stay as they are after a request, sent or refused: the comments are the user's work.
  const submit = async (values: ReportFormValues, helpers: FormikHelpers<ReportFormValues>) => {
    const request = toReportRequest(values);
    try {
      if (request.endpoint === 'yahoo') await requestYahoo({ yahooReportRequest: request.body }).unwrap();
      else await requestInsight({ insightReportRequest: request.body }).unwrap();
    } catch (error) {
      const { body } = readApiError(error);
      if (!applyServerErrors(helpers, error, values) && body.errors) dispatch(dialogOpened({ id: 'error', props: { lines: errorLines(body) } }));
    }
  };
  return (
    <chakra.section aria-labelledby={headingId} bg="surface" borderRadius="md" p={{ base: '3', md: '4' }} mb="6" data-testid="report-form">
      <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold" mb="3">
        {t.heading}
      </chakra.h2>
      <Formik initialValues={emptyReportValues()} validationSchema={reportFormSchema} onSubmit={submit}>
        {({ isSubmitting, values }) => (
          <Form noValidate aria-labelledby={headingId}>
            <RadioGroupField name="kind" legend={t.kind} options={REPORT_KIND_OPTIONS} />
            <ChosenStores checked={checked} renderStores={renderStores} />
            <ReportPeriodFields defaultWindow={defaultWindow} />
            {values.kind === 'client_report' ? <ReportCommentFields storeNames={storeNames} /> : null}
            <Box display="flex" justifyContent="flex-end">
              <Button type="submit" minH="44px" disabled={isSubmitting}>
                {t.submit}
              </Button>
            </Box>
          </Form>
        )}
      </Formik>
    </chakra.section>
  );
};
