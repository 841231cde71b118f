import { useFormikContext } from 'formik';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Fieldset, Legend } from '../../../../components/form/choice-parts';
import { FieldHelp } from '../../../../components/form/field-parts';
import { TextareaField } from '../../../../components/form/textarea-field';
import { insightReportsJa } from '../../../../shared/i18n/insight-reports.ja';
import { useListReportCommentsQuery } from '../../insight.api';
import { sameComments, syncComments } from '../forms/report-form.mappers';
import { COMMENT_MAX, type ReportFormValues } from '../forms/report-form.schema';

const t = insightReportsJa.form;

// A free comment per chosen store for the PDF, starting from the comment kept from the last report.
export const ReportCommentFields = ({ storeNames }: { storeNames: ReadonlyMap<string, string> }) => {
  const { values, setFieldValue } = useFormikContext<ReportFormValues>();
  const stores = values.local_account_ids;
  const kept = useListReportCommentsQuery({ localAccountIds: stores }, { skip: stores.length === 0 });
  const keptMap = useMemo(() => new Map((kept.data?.data ?? []).map((c) => [c.account, c.comment])), [kept.data]);
  const prefilled = useRef(new Set<string>());
  const helpId = useId();

  useEffect(() => {
    const next = syncComments(values.comments, stores, keptMap, prefilled.current);
    if (!sameComments(next, values.comments)) void setFieldValue('comments', next, false);
  }, [stores, keptMap, values.comments, setFieldValue]);

  if (stores.length === 0) return null;
  return (
    <Fieldset aria-describedby={helpId} data-testid="report-comments">
      <Legend>{t.comments}</Legend>
      <FieldHelp id={helpId}>{t.commentsHelp}</FieldHelp>
      {values.comments.map((row, index) => (
        <TextareaField
          key={row.local_account_id}
          name={`comments.${index}.comment`}
          label={t.commentOf(storeNames.get(row.local_account_id) ?? row.local_account_id)}
          rows={3}
          max={COMMENT_MAX}
        />
      ))}
    </Fieldset>
  );
};
