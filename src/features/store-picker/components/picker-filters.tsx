import { Box, chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { fieldStyle } from '../../../components/form/field-style';
import { ja } from '../../../shared/i18n/ja';
import type { PickerGroup, Provider } from '../model/picker-rows';

interface GroupSelectProps {
  label: string;
  groups: PickerGroup[];
  value: number | null;
  onChange: (id: number | null) => void;
}

const GroupSelect = ({ label, groups, value, onChange }: GroupSelectProps) => {
  const id = useId();
  return (
    <Box flex="1 1 12rem">
      <chakra.label htmlFor={id} display="block" fontWeight="bold" fontSize="sm" mb="1">
        {label}
      </chakra.label>
      <chakra.select id={id} {...fieldStyle} value={value ?? ''} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}>
        <option value="">{ja.storePicker.allGroups}</option>
        {groups.map((g) => (
          <option key={g.id} value={g.id}>
            {g.name}
          </option>
        ))}
      </chakra.select>
    </Box>
  );
};

interface PickerFiltersProps {
  query: string;
  onQueryChange: (query: string) => void;
  provider: Provider;
  onProviderChange: (provider: Provider) => void;
  businessGroups: PickerGroup[];
  businessGroupId: number | null;
  onBusinessGroupChange: (id: number | null) => void;
  customGroups: PickerGroup[];
  customGroupId: number | null;
  onCustomGroupChange: (id: number | null) => void;
}

export const PickerFilters = (props: PickerFiltersProps) => {
  const searchId = useId();
  const providerName = useId();
  const providers: { value: Provider; label: string }[] = [
    { value: 'google', label: ja.storePicker.google },
    { value: 'yahoo', label: ja.storePicker.yahoo },
  ];
  return (
    <Box display="flex" flexWrap="wrap" gap="3" mb="3" alignItems="flex-end">
      <chakra.fieldset flex="1 1 100%" display="flex" gap="4" border="none" p="0" m="0">
        <chakra.legend fontWeight="bold" fontSize="sm" mb="1" float="left" mr="4">
          {ja.storePicker.provider}
        </chakra.legend>
        {providers.map((p) => (
          <chakra.label key={p.value} display="inline-flex" alignItems="center" gap="1" cursor="pointer">
            <input
              type="radio"
              name={providerName}
              value={p.value}
              checked={props.provider === p.value}
              onChange={() => props.onProviderChange(p.value)}
            />
            {p.label}
          </chakra.label>
        ))}
      </chakra.fieldset>
      <Box flex="2 1 16rem">
        <chakra.label htmlFor={searchId} display="block" fontWeight="bold" fontSize="sm" mb="1">
          {ja.storePicker.search}
        </chakra.label>
        <chakra.input
          id={searchId}
          type="search"
          {...fieldStyle}
          placeholder={ja.storePicker.searchPlaceholder}
          value={props.query}
          onChange={(e) => props.onQueryChange(e.target.value)}
        />
      </Box>
      <GroupSelect
        label={ja.storePicker.businessGroup}
        groups={props.businessGroups}
        value={props.businessGroupId}
        onChange={props.onBusinessGroupChange}
      />
      <GroupSelect label={ja.storePicker.customGroup} groups={props.customGroups} value={props.customGroupId} onChange={props.onCustomGroupChange} />
    </Box>
  );
};
