import { Box, chakra } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { useGroupKind, type GroupKind } from '../../../features/groups/hooks/use-group-kind';
import { StorePicker } from '../../../features/store-picker/components/store-picker';
import { ja } from '../../../shared/i18n/ja';
import { useBottomBarAction } from '../../../state/bottom-bar-actions';
import { checkedAccountsSet, selectCheckedAccounts } from '../../../state/selection.slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useStorePickerSource } from '../shared/use-store-picker-source';

const ASSIGN = 'assign-group';
const SCOPE = 'group-assignment';

// Choose a group, check its stores in the picker (its members start checked) and press 「グループに設定」 in the bottom bar.
export const GroupAssignment = () => {
  const dispatch = useAppDispatch();
  const selectId = useId();
  const headingId = useId();
  const business = useGroupKind('business');
  const custom = useGroupKind('custom');
  const source = useStorePickerSource();
  const [target, setTarget] = useState('');
  const checked = useAppSelector((s) => selectCheckedAccounts(s, SCOPE));

  const [kind, id] = target.split(':') as [GroupKind | '', string];
  const api = kind === 'custom' ? custom : business;
  const group = kind ? api.groups.find((g) => g.id === Number(id)) : undefined;

  useBottomBarAction(ASSIGN, () => {
    if (!group) return;
    void api.update(group.id, { name: group.name, local_account_ids: checked }).catch(() => undefined);
  });

  const choose = (value: string) => {
    setTarget(value);
    const [k, i] = value.split(':');
    const chosen = (k === 'custom' ? custom : business).groups.find((g) => g.id === Number(i));
    dispatch(checkedAccountsSet({ scope: SCOPE, keys: chosen ? chosen.local_account_ids : [] }));
  };

  const buttons = useMemo(() => [{ id: ASSIGN, label: ja.groups.assign, disabled: !group }], [group]);
  return (
    <chakra.section aria-labelledby={headingId} bg="surface" borderRadius="md" p="4" data-testid="group-assignment">
      <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold" mb="3">
        {ja.groups.assignHeading}
      </chakra.h2>
      <Box maxW="480px" mb="4">
        <chakra.label htmlFor={selectId} display="block" fontWeight="bold" fontSize="sm" mb="1">
          {ja.groups.assignTarget}
        </chakra.label>
        <chakra.select
          id={selectId}
          value={target}
          onChange={(e) => choose(e.target.value)}
          width="100%"
          minH="10"
          px="3"
          borderWidth="1px"
          borderStyle="solid"
          borderColor="muted"
          borderRadius="md"
          bg="surface"
        >
          <option value="">{ja.groups.chooseGroup}</option>
          {(['business', 'custom'] as const).map((k) => (
            <optgroup key={k} label={ja.groups.kind[k]}>
              {(k === 'business' ? business : custom).groups.map((g) => (
                <option key={g.id} value={`${k}:${g.id}`}>
                  {g.name}
                </option>
              ))}
            </optgroup>
          ))}
        </chakra.select>
      </Box>
      <StorePicker scope={SCOPE} {...source} buttons={buttons} />
    </chakra.section>
  );
};
