import { Box, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { keywordJa } from '../../../../shared/i18n/keyword.ja';
import type { Measure, RankPoint } from '../../ranking.api';
import { MeasureRank } from './measure-rank';
import { RankSparkline } from './rank-sparkline';

const t = keywordJa.list;

interface KeywordMeasureCardProps {
  measure: Measure;
  /** The last 30 days, when the history answered for this measure. */
  points?: readonly RankPoint[];
  href: string;
}

/** 「店舗名（店舗コード） · 媒体」: whose keyword it is, on the card and on the keyword's own screen. */
export const storeLine = (measure: Pick<Measure, 'store_name' | 'store_code' | 'provider'>) =>
  `${measure.store_code ? `${measure.store_name}（${measure.store_code}）` : measure.store_name} · ${keywordJa.providers[measure.provider]}`;

/** One contracted keyword: where the store stands now, which way it moved, and the last 30 days at a glance. */
export const KeywordMeasureCard = ({ measure, points, href }: KeywordMeasureCardProps) => (
  <chakra.li py="3" borderBottomWidth="1px" borderBottomStyle="solid" borderBottomColor="line" data-testid={`keyword-measure-${measure.id}`}>
    <Box display="flex" flexDirection={{ base: 'column', md: 'row' }} gap="2" alignItems={{ base: 'stretch', md: 'center' }}>
      <Box flex="1" minW="0">
        <chakra.h3 fontWeight="bold" fontSize="md" wordBreak="break-all">
          {measure.keyword}
        </chakra.h3>
        <chakra.p fontSize="sm" color="muted" wordBreak="break-all">
          {storeLine(measure)}
        </chakra.p>
      </Box>
      <MeasureRank measure={measure} />
      {points ? <RankSparkline points={points} /> : null}
      <chakra.span fontWeight="bold" color="var(--brand)" textDecoration="underline" display="inline-flex" alignItems="center" minH="11">
        <RouterLink to={href} aria-label={t.detail(measure.keyword, measure.store_name)}>
          {keywordJa.result.title}
        </RouterLink>
      </chakra.span>
    </Box>
  </chakra.li>
);
