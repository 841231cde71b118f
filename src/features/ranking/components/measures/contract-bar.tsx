import { Box, chakra } from '@chakra-ui/react';
import { QueryState } from '../../../../components/list/query-state';
import { rankingSettingsJa } from '../../../../shared/i18n/ranking-settings.ja';
import type { MeasureContractBody } from '../../ranking.api';
import { useGetMeasureContractQuery } from '../../ranking.api';

const t = rankingSettingsJa.contract;

export const contractedProviders = (contract: Pick<MeasureContractBody, 'google' | 'yahoo'>) =>
  (['google', 'yahoo'] as const).filter((provider) => contract[provider]);

// The measure contract at a glance: how many measures are measuring against how many may be, what is left, the scope
// and the contracted providers. It reads the same tag as the list, so every add, stop or delete updates it.
export const ContractBar = () => {
  const query = useGetMeasureContractQuery();
  return (
    <chakra.section aria-label={t.heading} bg="surface" borderRadius="md" p="4" mb="4" data-testid="measure-contract">
      <QueryState query={query} minH="8">
        {(data) => {
          const providers = contractedProviders(data);
          return (
            <Box display="flex" flexWrap="wrap" columnGap="6" rowGap="1" alignItems="baseline">
              <chakra.p fontWeight="bold" fontSize="lg" data-testid="measure-contract-used">
                {t.used(data.used, data.measurable_count)}
              </chakra.p>
              <chakra.p color={data.remaining > 0 ? 'ink' : 'danger'}>{t.remaining(Math.max(0, data.remaining))}</chakra.p>
              <chakra.p>{t.scopeLabel(t.scope[data.scope] ?? '')}</chakra.p>
              <chakra.p>{providers.length > 0 ? t.providers(providers.map((p) => rankingSettingsJa.provider[p]).join(t.separator)) : t.noProvider}</chakra.p>
            </Box>
          );
        }}
      </QueryState>
    </chakra.section>
  );
};
