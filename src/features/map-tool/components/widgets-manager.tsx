import { chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryState } from '../../../components/list/query-state';
import { mapToolJa } from '../../../shared/i18n/map-tool.ja';
import type { WidgetKind } from '../../../shared/widget/widget-types';
import { useDeleteWidget } from '../hooks/use-widget-api';
import { useListMapWidgetsQuery, type MapWidget } from '../map-tool.api';
import { WidgetList } from './widget-list';

const t = mapToolJa.list;

interface WidgetsManagerProps {
  /** One kind's widgets (its list screen, with 削除), or every kind (the home). */
  kind?: WidgetKind;
  editPath: (widget: MapWidget) => string;
}

// The company's widgets, newest first, each with its embed code; a kind's own list also deletes, after asking.
export const WidgetsManager = ({ kind, editPath }: WidgetsManagerProps) => {
  const headingId = useId();
  const list = useListMapWidgetsQuery({ kind });
  const remove = useDeleteWidget();
  const [deleting, setDeleting] = useState<MapWidget | null>(null);
  return (
    <chakra.section aria-labelledby={headingId} bg="surface" borderRadius="md" p={{ base: '3', md: '4' }}>
      <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold" mb="2">
        {t.heading}
      </chakra.h2>
      <QueryState query={list} isEmpty={(result) => result.data.length === 0}>
        {(result) => <WidgetList widgets={result.data} label={t.heading} showKind={!kind} editPath={editPath} onDelete={kind ? setDeleting : undefined} />}
      </QueryState>
      {deleting ? (
        <ConfirmDialog
          message={t.deleteConfirm}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const target = deleting;
            setDeleting(null);
            void remove(target).catch(() => undefined);
          }}
        />
      ) : null}
    </chakra.section>
  );
};
