import { Box, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '../../../components/button';
import { ja } from '../../../shared/i18n/ja';
import { mapToolJa } from '../../../shared/i18n/map-tool.ja';
import { formatDateTime } from '../../../shared/formats/formats';
import type { MapWidget } from '../map-tool.api';
import { SnippetBox } from './snippet-box';

const t = mapToolJa.list;

interface WidgetListProps {
  widgets: MapWidget[];
  label: string;
  /** Say each widget's kind (口コミ / 投稿 / 写真): the home lists every kind together. */
  showKind?: boolean;
  editPath: (widget: MapWidget) => string;
  /** Offer 削除 (the kind's own list); the confirmation is the caller's. */
  onDelete?: (widget: MapWidget) => void;
}

// Cards rather than a table, so a phone shows the name, the embed code and the actions stacked without sideways
// scrolling.
export const WidgetList = ({ widgets, label, showKind = false, editPath, onDelete }: WidgetListProps) => (
  <chakra.ul aria-label={label} listStyleType="none" m="0" p="0" data-testid="map-widget-list">
    {widgets.map((widget) => (
      <chakra.li key={`${widget.kind}-${widget.id}`} py="4" borderBottomWidth="1px" borderBottomStyle="solid" borderBottomColor="line" data-testid={`map-widget-${widget.kind}-${widget.id}`}>
        <Box display="flex" flexDirection={{ base: 'column', md: 'row' }} alignItems={{ base: 'stretch', md: 'flex-start' }} gap="2" mb="2">
          <Box flex="1" minW="0">
            <chakra.h3 fontWeight="bold" fontSize="md" wordBreak="break-all">
              {widget.name}
            </chakra.h3>
            <chakra.p fontSize="sm" color="muted">
              {showKind ? `${t.kind}: ${mapToolJa.kinds[widget.kind]} / ` : ''}
              {t.updated}: {formatDateTime(widget.updated_at)}
            </chakra.p>
          </Box>
          <Box display="flex" gap="2" justifyContent="flex-end" alignItems="center">
            <chakra.a asChild display="inline-flex" alignItems="center" minH="44px" px="3" fontWeight="bold" color="ink" textDecoration="underline">
              <RouterLink to={editPath(widget)} aria-label={t.editOf(widget.name)}>
                {t.edit}
              </RouterLink>
            </chakra.a>
            {onDelete ? (
              <Button size="sm" variant="danger" minH="44px" aria-label={t.deleteOf(widget.name)} onClick={() => onDelete(widget)}>
                {ja.common.delete}
              </Button>
            ) : null}
          </Box>
        </Box>
        <SnippetBox snippet={widget.snippet} name={widget.name} />
      </chakra.li>
    ))}
  </chakra.ul>
);
