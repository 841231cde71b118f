import { chakra } from '@chakra-ui/react';
import { useSwitchAutoReflectionMutation } from '../../../../features/business/business-listings.api';
import { listingsJa as t } from './listings.ja';

interface AutoReflectSwitchProps {
  localAccountId: string;
  on: boolean;
  /** 「<店舗>の<媒体>への自動反映」: the switch's accessible name. */
  label: string;
}

// One store × provider: a save of the listing is sent to the provider only while this is on. The row shows the
// new state once the server has it (the list refetches); a refusal opens the default error dialog.
export const AutoReflectSwitch = ({ localAccountId, on, label }: AutoReflectSwitchProps) => {
  const [update, { isLoading }] = useSwitchAutoReflectionMutation();
  const flip = () =>
    void update({
      autoReflectionRequest: {
        local_accounts: [localAccountId],
        auto_reflect: !on,
      },
    });
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="2" cursor="pointer" minH="11" data-testid={`auto-reflect-${localAccountId}`}>
      <chakra.span fontSize="sm">{t.autoReflect}</chakra.span>
      <chakra.input type="checkbox" role="switch" aria-label={label} checked={on} disabled={isLoading} onChange={flip} w="5" h="5" />
      <chakra.span aria-hidden="true" fontWeight="bold" color={on ? 'success' : 'muted'}>
        {on ? t.on : t.off}
      </chakra.span>
    </chakra.label>
  );
};
