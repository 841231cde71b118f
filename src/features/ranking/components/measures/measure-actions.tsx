import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import { Button } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { rankingSettingsJa } from '../../../../shared/i18n/ranking-settings.ja';
import { useDeleteMeasureMutation, useMeasureNowMutation, type Measure } from '../../ranking.api';
import { MeasureEditDialog } from './measure-edit-dialog';

const t = rankingSettingsJa.list;

// 編集 / 今すぐ計測 / 削除 of one measure. 今すぐ計測 answers today's result as it is when today is already measured
// (one result per measure per day); the server's message says which.
export const MeasureActions = ({ measure }: { measure: Measure }) => {
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const [measureNow, now] = useMeasureNowMutation();
  const [remove] = useDeleteMeasureMutation();
  const label = (action: string) => `${measure.store_name}「${measure.keyword}」を${action}`;
  return (
    <Box display="flex" flexWrap="wrap" gap="2">
      <Button variant="outline" size="sm" minH="44px" aria-label={label(t.edit)} onClick={() => setDialog('edit')}>
        {t.edit}
      </Button>
      <Button variant="outline" size="sm" minH="44px" aria-label={label(t.measureNow)} disabled={now.isLoading} onClick={() => void measureNow({ id: measure.id })}>
        {t.measureNow}
      </Button>
      <Button variant="ghost" size="sm" minH="44px" color="danger" aria-label={label(t.delete)} onClick={() => setDialog('delete')}>
        {t.delete}
      </Button>
      {dialog === 'edit' ? <MeasureEditDialog measure={measure} onClose={() => setDialog(null)} /> : null}
      {dialog === 'delete' ? (
        <ConfirmDialog
          message={t.deleteConfirm(measure.keyword)}
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            setDialog(null);
            void remove({ id: measure.id });
          }}
        />
      ) : null}
    </Box>
  );
};
