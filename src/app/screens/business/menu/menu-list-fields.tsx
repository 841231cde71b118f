import { chakra } from '@chakra-ui/react';
import { FieldArray, useFormikContext } from 'formik';
import { Fieldset, Legend } from '../../../../components/form/choice-parts';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import { RowControls } from '../../../../features/business-menus/components/row-controls';
import { MENU_CATEGORIES } from '../../../../shared/business/menu-categories';
import { businessMenuJa, menuCategoryLabelsJa } from './business-menu.ja';
import { newMenu, type MenuFormValues } from './business-menu.values';
import { MenuAddButton } from './menu-add-button';
import { MenuSectionsFields } from './menu-sections-fields';

const t = businessMenuJa;
const CATEGORY_OPTIONS = MENU_CATEGORIES.map((value) => ({ value, label: menuCategoryLabelsJa[value] }));

/** The store's menus, each with its category (the spec's 22, in Japanese), name and sections. */
export const MenuListFields = () => {
  const { values } = useFormikContext<MenuFormValues>();
  return (
    <FieldArray name="menus">
      {(helpers) => (
        <>
          {values.menus.length === 0 ? <chakra.p mb="3">{t.empty}</chakra.p> : null}
          <chakra.ol listStyleType="none" p="0" m="0">
            {values.menus.map((menu, index) => (
              <chakra.li key={menu.key} bg="surface" borderRadius="md" p={{ base: '3', md: '4' }} mb="4" minW="0" data-testid={`menus.${index}`}>
                <Fieldset>
                  <Legend fontSize="lg">{t.menu.row(index + 1)}</Legend>
                  <RowControls rowLabel={t.menu.row(index + 1)} index={index} count={values.menus.length} onMove={helpers.move} onRemove={() => helpers.remove(index)} />
                  <chakra.div display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 2fr' }} columnGap="3">
                    <SelectField name={`menus.${index}.category`} label={t.menu.category} options={CATEGORY_OPTIONS} placeholder />
                    <TextField name={`menus.${index}.name`} label={t.menu.name} />
                  </chakra.div>
                  <MenuSectionsFields name={`menus.${index}.sections`} />
                </Fieldset>
              </chakra.li>
            ))}
          </chakra.ol>
          <MenuAddButton label={t.menu.add} onAdd={() => helpers.push(newMenu())} />
        </>
      )}
    </FieldArray>
  );
};
