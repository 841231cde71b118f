import { chakra } from '@chakra-ui/react';
import { rankingSettingsJa } from '../../../../shared/i18n/ranking-settings.ja';
import { useUpdateMeasureStatusMutation, type Measure } from '../../ranking.api';

const t = rankingSettingsJa;

// 計測中 / 停止中 as a switch. A restart that would pass the contract is refused by the server, and its message
// (measure_contract_exceeded) opens the error dialog; the switch then stays as it was.
export const MeasureStatusSwitch = ({ measure }: { measure: Measure }) => {
  const [update, { isLoading }] = useUpdateMeasureStatusMutation();
  const measuring = measure.status === 'measuring';
  const toggle = () => void update({ id: measure.id, measureStatusRequest: { status: measuring ? 'stopped' : 'measuring' } });
  return (
    <chakra.button
      type="button"
      role="switch"
      aria-checked={measuring}
      aria-label={t.list.statusToggle(measure.keyword, measure.store_name)}
      disabled={isLoading}
      onClick={toggle}
      display="inline-flex"
      alignItems="center"
      gap="2"
      minH="44px"
      px="2"
      bg="transparent"
      border="none"
      cursor="pointer"
      _disabled={{ opacity: 0.6, cursor: 'wait' }}
    >
      <chakra.span
        aria-hidden="true"
        position="relative"
        display="inline-block"
        flexShrink="0"
        w="9"
        h="5"
        borderRadius="full"
        bg={measuring ? 'var(--brand)' : 'gray.400'}
        transition="background 0.2s"
        _after={{ content: '""', position: 'absolute', top: '0.5', left: measuring ? '4.5' : '0.5', w: '4', h: '4', borderRadius: 'full', bg: 'white' }}
      />
      <chakra.span fontWeight="bold" whiteSpace="nowrap">
        {t.status[measure.status]}
      </chakra.span>
    </chakra.button>
  );
};
