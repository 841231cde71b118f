import { Form, Formik, type FormikHelpers } from 'formik';
import { useId } from 'react';
import { Button } from '../../../../components/button';
import { applyServerErrors } from '../../../../components/form/apply-server-errors';
import { NumberField } from '../../../../components/form/number-field';
import { TextField } from '../../../../components/form/text-field';
import { TimeField } from '../../../../components/form/time-field';
import { Modal } from '../../../../components/modal';
import { rankingSettingsJa } from '../../../../shared/i18n/ranking-settings.ja';
import { MEASURE_LIMITS } from '../../../../shared/ranking/measure-rules';
import { toEditValues, toUpdateRequest } from '../../forms/measure-form.mappers';
import { measureEditSchema, type MeasureEditValues } from '../../forms/measure-form.schema';
import { useUpdateMeasureMutation, type Measure } from '../../ranking.api';
import { MeasurePointFields } from './measure-point-fields';

const t = rankingSettingsJa.form;

// Changes one measure's keyword, point, radius and time; the next measurement uses them, past results stay as they
// were. A keyword another measure of the store already has comes back as measure_exists on the keyword field.
export const MeasureEditDialog = ({ measure, onClose }: { measure: Measure; onClose: () => void }) => {
  const formId = useId();
  const [update] = useUpdateMeasureMutation();
  const submit = async (values: MeasureEditValues, helpers: FormikHelpers<MeasureEditValues>) => {
    try {
      await update({ id: measure.id, measureUpdateRequest: toUpdateRequest(values) }).unwrap();
      onClose();
    } catch (error) {
      applyServerErrors(helpers, error, values);
    }
  };
  return (
    <Formik initialValues={toEditValues(measure)} validationSchema={measureEditSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Modal
          title={t.editHeading(measure.keyword)}
          width="560px"
          onClose={onClose}
          testId="measure-edit-dialog"
          footer={
            <>
              <Button variant="outline" onClick={onClose}>
                {t.cancel}
              </Button>
              <Button type="submit" form={formId} disabled={isSubmitting}>
                {t.save}
              </Button>
            </>
          }
        >
          <Form id={formId} noValidate>
            <TextField name="keyword" label={t.keyword} />
            <MeasurePointFields />
            <NumberField name="radius_m" label={t.radius} help={t.radiusHelp} integer min={MEASURE_LIMITS.radius.min} max={MEASURE_LIMITS.radius.max} />
            <TimeField name="measure_time" label={t.time} help={t.timeHelp} />
          </Form>
        </Modal>
      )}
    </Formik>
  );
};
