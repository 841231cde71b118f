import { Box, chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { enumParam } from '../../../components/list/use-list-params';
import { fieldStyle } from '../../../components/form/field-style';
import { mediaPostingJa } from '../../../shared/i18n/media-posting.ja';
import type { MediaPostStatus } from '../media-posting.api';

const t = mediaPostingJa.filter;
// The glossary's order: waiting, processing, posted, failed, cancelled.
const STATUS_ORDER = ['0', '4', '1', '2', '3'] as const;

/** The URL value of the status filter: one status, or all. */
export const statusParam = enumParam(STATUS_ORDER, 'all');
export type StatusFilter = (typeof STATUS_ORDER)[number] | 'all';

/** The contract's status list for the filter (none: every status). */
export const statusQuery = (value: StatusFilter): MediaPostStatus[] | undefined => (value === 'all' ? undefined : [Number(value) as MediaPostStatus]);

// A native select, applied at once: the list below follows it (and the URL keeps it across reloads).
export const MediaStatusFilter = ({ value, onChange }: { value: StatusFilter; onChange: (value: StatusFilter) => void }) => {
  const id = useId();
  return (
    <Box mb="3" maxW="16rem">
      <chakra.label htmlFor={id} display="block" fontWeight="bold" fontSize="sm" mb="1">
        {t.status}
      </chakra.label>
      <chakra.select id={id} {...fieldStyle} value={value} onChange={(e) => onChange(e.target.value as StatusFilter)}>
        <option value="all">{t.all}</option>
        {STATUS_ORDER.map((status) => (
          <option key={status} value={status}>
            {mediaPostingJa.status[Number(status)]}
          </option>
        ))}
      </chakra.select>
    </Box>
  );
};
