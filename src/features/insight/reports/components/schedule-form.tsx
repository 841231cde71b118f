import { Box, chakra } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId } from 'react';
import { Button } from '../../../../components/button';
import { applyServerErrors } from '../../../../components/form/apply-server-errors';
import { ArrayField } from '../../../../components/form/array-field';
import { CheckboxGroupField } from '../../../../components/form/checkbox-group-field';
import { NumberField } from '../../../../components/form/number-field';
import { TextField } from '../../../../components/form/text-field';
import { QueryState } from '../../../../components/list/query-state';
import { insightReportsJa } from '../../../../shared/i18n/insight-reports.ja';
import { dialogOpened } from '../../../../state/dialogs.slice';
import { errorLines, readApiError } from '../../../../store/api-error';
import { useAppDispatch } from '../../../../store/hooks';
import { useGetReportScheduleQuery, useUpdateReportScheduleMutation, type ReportSchedule } from '../../insight.api';
import { REPORT_KIND_OPTIONS } from '../forms/report-form.schema';
import { DAY_MAX, DAY_MIN, RECIPIENTS_MAX, scheduleFormSchema, toScheduleRequest, toScheduleValues, type ScheduleFormValues } from '../forms/schedule-form.schema';
import { SwitchField } from '../../../../components/form/switch-field';

const t = insightReportsJa.schedule;

const ScheduleFields = ({ schedule, headingId }: { schedule: ReportSchedule; headingId: string }) => {
  const dispatch = useAppDispatch();
  const [update] = useUpdateReportScheduleMutation();
  const submit = async (values: ScheduleFormValues, helpers: FormikHelpers<ScheduleFormValues>) => {
    try {
      // The success dialog (the server's message) is the api middleware's.
      const answer = await update({ reportScheduleRequest: toScheduleRequest(values) }).unwrap();
      helpers.resetForm({ values: toScheduleValues(answer.data) });
    } catch (error) {
      const { body } = readApiError(error);
      if (!applyServerErrors(helpers, error, values) && body.errors) dispatch(dialogOpened({ id: 'error', props: { lines: errorLines(body) } }));
    }
  };
  return (
    <Formik initialValues={toScheduleValues(schedule)} validationSchema={scheduleFormSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-labelledby={headingId} data-testid="schedule-form">
          <SwitchField name="enabled" label={t.enabled} onText={t.on} offText={t.off} />
          <NumberField name="day_of_month" label={t.day} help={t.dayHelp} integer min={DAY_MIN} max={DAY_MAX} />
          <ArrayField<string> name="recipients" legend={t.recipients} newRow={() => ''} maxRows={RECIPIENTS_MAX}>
            {(row) => <TextField name={row.name} label={t.recipient(row.index + 1)} type="email" autoComplete="email" />}
          </ArrayField>
          <CheckboxGroupField name="kinds" legend={t.kinds} options={REPORT_KIND_OPTIONS} />
          <chakra.p fontSize="sm" color="muted" mb="3">
            {schedule.last_sent_month ? t.lastSent(schedule.last_sent_month) : t.neverSent}
          </chakra.p>
          <Box display="flex" justifyContent="flex-end">
            <Button type="submit" minH="44px" disabled={isSubmitting}>
              {t.submit}
            </Button>
          </Box>
        </Form>
      )}
    </Formik>
  );
};

// 定期配信: the company's monthly e-mail delivery of the reports (on or off, the day, the recipients and the reports).
export const ScheduleForm = () => {
  const headingId = useId();
  const query = useGetReportScheduleQuery();
  return (
    <chakra.section aria-labelledby={headingId} bg="surface" borderRadius="md" p={{ base: '3', md: '4' }} mb="6" data-testid="report-schedule">
      <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold" mb="1">
        {t.heading}
      </chakra.h2>
      <chakra.p color="muted" fontSize="sm" mb="3">
        {t.lead}
      </chakra.p>
      <QueryState query={query}>{(body) => <ScheduleFields schedule={body.data} headingId={headingId} />}</QueryState>
    </chakra.section>
  );
};
