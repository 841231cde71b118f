import { Box, chakra } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { Button } from '../../../../components/button';
import { ja } from '../../../../shared/i18n/ja';
import { MENU_LIMITS } from './business-menu.schema';
import { countMenuItems, type MenuFormValues } from './business-menu.values';

interface MenuAddButtonProps {
  label: string;
  /** Adds a row holding one new item. */
  onAdd: () => void;
}

// Every add (menu, section, item) brings one more item, so each is refused at Google's 80 with the spec's message.
export const MenuAddButton = ({ label, onAdd }: MenuAddButtonProps) => {
  const { values } = useFormikContext<MenuFormValues>();
  const [refused, setRefused] = useState(false);
  const full = countMenuItems(values) >= MENU_LIMITS.items;
  const add = () => {
    setRefused(full);
    if (!full) onAdd();
  };
  return (
    <Box mt="2">
      <Button variant="outline" size="sm" minH="11" onClick={add}>
        {label}
      </Button>
      {refused && full ? (
        <chakra.p role="alert" color="danger" fontSize="sm" mt="1">
          {ja.validation.googleMenuLimit}
        </chakra.p>
      ) : null}
    </Box>
  );
};
