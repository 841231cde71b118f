import { Box, chakra } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { DateTime } from 'luxon';
import { useId, useState } from 'react';
import { fieldStyle } from '../../../components/form/field-style';
import { TOKYO } from '../../../shared/dates/zone';
import { postEditorJa as t } from '../../../shared/i18n/post-editor.ja';
import { expandPostPlaceholders } from '../../../shared/posts/post-placeholders';
import type { PostEditorValues } from '../forms/post-editor.values';

const Select = chakra('select', { base: { ...fieldStyle, fontSize: 'md' } });

// The moment the first occurrence goes out, or now while the schedule is incomplete.
const previewMoment = (values: PostEditorValues, now: Date): Date => {
  const at = DateTime.fromFormat(`${values.schedule_date} ${values.schedule_time}`, 'yyyy/MM/dd HH:mm', { zone: TOKYO });
  return at.isValid ? at.toJSDate() : now;
};

interface SummaryPreviewProps {
  /** Account key → store name, for the stores on offer. */
  storeNames: Record<string, string>;
}

// The text as one chosen store will receive it: the placeholders expanded as the publish job expands them.
export const SummaryPreview = ({ storeNames }: SummaryPreviewProps) => {
  const { values } = useFormikContext<PostEditorValues>();
  const selectId = useId();
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = values.local_account_ids;
  const store = picked !== null && chosen.includes(picked) ? picked : (chosen[0] ?? null);
  const at = previewMoment(values, new Date());
  return (
    <Box as="section" aria-label={t.previewHeading} borderWidth="1px" borderColor="line" borderRadius="md" p="3" mb="4" minW="0">
      <chakra.p fontWeight="bold" fontSize="sm" mb="2">
        {t.previewHeading}
      </chakra.p>
      {store === null ? (
        <chakra.p fontSize="sm" color="muted">
          {t.previewEmpty}
        </chakra.p>
      ) : (
        <>
          <chakra.label htmlFor={selectId} display="block" fontSize="sm" fontWeight="bold" mb="1">
            {t.previewStore}
          </chakra.label>
          <Select id={selectId} value={store} onChange={(e) => setPicked(e.target.value)} mb="2">
            {chosen.map((key) => (
              <option key={key} value={key}>
                {storeNames[key] ?? key}
              </option>
            ))}
          </Select>
          <chakra.p fontSize="sm" color="muted" mb="1">
            {t.previewAt(DateTime.fromJSDate(at, { zone: TOKYO }).toFormat('yyyy/MM/dd HH:mm'))}
          </chakra.p>
          <chakra.p whiteSpace="pre-wrap" wordBreak="break-word" data-testid="summary-preview">
            {expandPostPlaceholders(values.summary, { storeName: storeNames[store] ?? store, at })}
          </chakra.p>
        </>
      )}
    </Box>
  );
};
