import { chakra } from '@chakra-ui/react';
import { DateRangeField } from '../../../../components/form/date-range-field';
import { Fieldset, Legend } from '../../../../components/form/choice-parts';
import type { DateRange } from '../../../../shared/dates/periods';
import { insightReportsJa } from '../../../../shared/i18n/insight-reports.ja';

const t = insightReportsJa.form;

// The period: blank for the summary window (said in words), or both days typed.
export const ReportPeriodFields = ({ defaultWindow }: { defaultWindow: DateRange }) => (
  <Fieldset>
    <Legend>{t.period}</Legend>
    <chakra.p fontSize="sm" color="muted" mb="2" data-testid="report-default-period">
      {t.defaultPeriod(defaultWindow.start, defaultWindow.end)}
    </chakra.p>
    <DateRangeField startName="start" endName="end" startLabel={t.start} endLabel={t.end} />
  </Fieldset>
);
