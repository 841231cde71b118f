import { chakra } from '@chakra-ui/react';
import { StatusBadge } from '../../../../components/status-badge';
import { rankingJa } from '../../../../shared/i18n/ranking.ja';
import { rankingSettingsJa } from '../../../../shared/i18n/ranking-settings.ja';
import { rankLabel } from '../../../../shared/ranking/rank';
import type { Measure } from '../../ranking.api';

const t = rankingSettingsJa;

export const pointText = ({ point }: Pick<Measure, 'point'>): string => {
  if (point.kind === 'store') return t.point.storeValue;
  if (point.kind === 'coordinates') return point.lat !== null && point.lng !== null ? t.point.coordinates(point.lat, point.lng) : t.point.kinds.coordinates;
  return `${t.point.kinds[point.kind]}：${point.label ?? ''}`;
};

// The latest measurement: its rank ('N位', 圏外, 表示なし) and Tokyo day, or where it stands when not measured yet.
export const LatestRank = ({ measure }: { measure: Measure }) => {
  const latest = measure.latest;
  if (!latest) return <chakra.span color="muted">{t.list.notYet}</chakra.span>;
  if (latest.status === 'pending') return <StatusBadge tone="info" label={t.list.pending} />;
  if (latest.status === 'failed') {
    return (
      <chakra.span display="inline-flex" flexDirection="column" gap="1">
        <StatusBadge tone="danger" label={t.list.failed} />
        {latest.error_message ? <chakra.span fontSize="sm">{latest.error_message}</chakra.span> : null}
      </chakra.span>
    );
  }
  return (
    <chakra.span whiteSpace="nowrap">
      <chakra.strong>{rankLabel(rankingJa.rank, latest.outcome, latest.rank)}</chakra.strong>
      <chakra.span fontSize="sm" color="muted">
        {t.list.latestOn(latest.measured_on)}
      </chakra.span>
    </chakra.span>
  );
};

export const StoreCell = ({ measure }: { measure: Measure }) => (
  <chakra.span display="inline-flex" flexDirection="column">
    <chakra.span>{measure.store_name}</chakra.span>
    {measure.store_code ? (
      <chakra.span fontSize="sm" color="muted">
        {measure.store_code}
      </chakra.span>
    ) : null}
  </chakra.span>
);

export const KeywordCell = ({ measure }: { measure: Measure }) => (
  <chakra.span display="inline-flex" flexDirection="column" gap="1" alignItems="flex-start">
    <chakra.span>{measure.keyword}</chakra.span>
    {measure.kind === 'contract' ? <StatusBadge tone="accent" label={t.list.contractKind} /> : null}
  </chakra.span>
);
