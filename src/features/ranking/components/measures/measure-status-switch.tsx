import { SwitchButton } from '../../../../components/switch-button';
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
    <SwitchButton
      checked={measuring}
      onToggle={toggle}
      text={t.status[measure.status]}
      label={t.list.statusToggle(measure.keyword, measure.store_name)}
      disabled={isLoading}
    />
  );
};
