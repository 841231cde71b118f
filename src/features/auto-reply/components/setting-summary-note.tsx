import { chakra } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { reviewSettingsJa } from '../../../shared/i18n/review-settings.ja';
import type { AutoReplyFormValues } from '../forms/auto-reply-setting.schema';
import { ratingsLabel } from '../model/setting-labels';
import { summariseSetting } from '../model/setting-summary';

const t = reviewSettingsJa.autoReply;

// Next to the save button, what saving will do to each rating; it follows the form as it is edited.
export const SettingSummaryNote = () => {
  const { values } = useFormikContext<AutoReplyFormValues>();
  const summary = summariseSetting({
    enabled: values.enabled === 'on',
    ratings: values.ratings.map(Number),
    approval_max_rating: values.approval === '' ? null : Number(values.approval),
  });
  const rows = [
    { label: t.summaryAutomatic, ratings: summary.automatic },
    { label: t.summaryHeld, ratings: summary.held },
    { label: t.summaryUnanswered, ratings: summary.unanswered },
  ];
  return (
    <chakra.div aria-live="polite" data-testid="auto-reply-summary" borderWidth="1px" borderColor="line" borderRadius="md" p="3" mb="3" fontSize="sm">
      <chakra.p fontWeight="bold" mb="1">
        {t.summaryHeading}
      </chakra.p>
      {summary.enabled ? (
        <chakra.ul listStyleType="none" p="0" m="0">
          {rows.map((row) => (
            <chakra.li key={row.label}>{`${row.label}: ${ratingsLabel(row.ratings)}`}</chakra.li>
          ))}
        </chakra.ul>
      ) : (
        <chakra.p>{t.summaryOff}</chakra.p>
      )}
    </chakra.div>
  );
};
