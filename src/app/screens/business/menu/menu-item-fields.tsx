import { Box, chakra } from '@chakra-ui/react';
import { useField } from 'formik';
import { Button } from '../../../../components/button';
import { FileField } from '../../../../components/form/file-field';
import { NumberField } from '../../../../components/form/number-field';
import { TextareaField } from '../../../../components/form/textarea-field';
import { TextField } from '../../../../components/form/text-field';
import { businessMenuJa } from './business-menu.ja';
import { MENU_LIMITS } from './business-menu.schema';
import type { MenuItemValues } from './business-menu.values';

const t = businessMenuJa.item;
const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;

// The photo the item already has: shown until a new file replaces it or it is removed.
const CurrentPhoto = ({ name }: { name: string }) => {
  const [{ value: item }, , helpers] = useField<MenuItemValues>(name);
  if (!item.photo_url || item.photo) return null;
  return (
    <Box display="flex" flexWrap="wrap" alignItems="center" gap="2" mb="2">
      <chakra.img src={item.photo_url} alt={t.currentPhoto(item.name)} maxW="100%" maxH="32" objectFit="contain" borderRadius="md" />
      <Button variant="outline" size="sm" minH="11" onClick={() => void helpers.setValue({ ...item, photo_url: null })}>
        {t.removePhoto}
      </Button>
    </Box>
  );
};

/** One item's fields; `name` is its path, e.g. menus.0.sections.1.items.2. */
export const MenuItemFields = ({ name }: { name: string }) => (
  <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '2fr 1fr' }} columnGap="3" minW="0">
    <Box minW="0">
      <TextField name={`${name}.name`} label={t.name} />
    </Box>
    <Box minW="0">
      <NumberField name={`${name}.price`} label={t.price} integer min={0} max={MENU_LIMITS.priceMax} />
    </Box>
    <Box gridColumn="1 / -1" minW="0">
      <TextareaField name={`${name}.description`} label={t.description} rows={3} max={MENU_LIMITS.description} />
      <CurrentPhoto name={name} />
      <FileField name={`${name}.photo`} label={t.photo} accept={PHOTO_TYPES} maxBytes={MENU_LIMITS.photoMaxBytes} help={t.photoHelp} />
    </Box>
  </Box>
);
