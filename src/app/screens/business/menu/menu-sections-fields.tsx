import { chakra } from '@chakra-ui/react';
import { FieldArray, getIn, useFormikContext } from 'formik';
import { Fieldset, Legend } from '../../../../components/form/choice-parts';
import { TextField } from '../../../../components/form/text-field';
import { RowControls } from '../../../../features/business-menus/components/row-controls';
import { businessMenuJa } from './business-menu.ja';
import { newMenuItem, newMenuSection, type MenuFormValues, type MenuSectionValues } from './business-menu.values';
import { MenuAddButton } from './menu-add-button';
import { MenuItemFields } from './menu-item-fields';

const t = businessMenuJa;

const Row = chakra('li', { base: { borderWidth: '1px', borderStyle: 'solid', borderColor: 'line', borderRadius: 'md', p: '3', mb: '3', minW: '0' } });

/** A section's items: each with its fields, reorder and remove (a section keeps at least one). */
const ItemsFields = ({ name }: { name: string }) => {
  const { values } = useFormikContext<MenuFormValues>();
  const items = (getIn(values, name) as MenuSectionValues['items'] | undefined) ?? [];
  return (
    <FieldArray name={name}>
      {(helpers) => (
        <>
          <chakra.ol listStyleType="none" p="0" m="0">
            {items.map((item, index) => (
              <Row key={item.key} data-testid={`${name}.${index}`}>
                <Fieldset>
                  <Legend>{t.item.row(index + 1)}</Legend>
                  {items.length > 1 ? (
                    <RowControls rowLabel={t.item.row(index + 1)} index={index} count={items.length} onMove={helpers.move} onRemove={() => helpers.remove(index)} />
                  ) : null}
                  <MenuItemFields name={`${name}.${index}`} />
                </Fieldset>
              </Row>
            ))}
          </chakra.ol>
          <MenuAddButton label={t.item.add} onAdd={() => helpers.push(newMenuItem())} />
        </>
      )}
    </FieldArray>
  );
};

/** A menu's sections, each named and holding its items (a menu keeps at least one section). */
export const MenuSectionsFields = ({ name }: { name: string }) => {
  const { values } = useFormikContext<MenuFormValues>();
  const sections = (getIn(values, name) as MenuSectionValues[] | undefined) ?? [];
  return (
    <FieldArray name={name}>
      {(helpers) => (
        <>
          <chakra.ol listStyleType="none" p="0" m="0">
            {sections.map((section, index) => (
              <Row key={section.key} bg="canvas" data-testid={`${name}.${index}`}>
                <Fieldset>
                  <Legend>{t.section.row(index + 1)}</Legend>
                  {sections.length > 1 ? (
                    <RowControls rowLabel={t.section.row(index + 1)} index={index} count={sections.length} onMove={helpers.move} onRemove={() => helpers.remove(index)} />
                  ) : null}
                  <TextField name={`${name}.${index}.name`} label={t.section.name} />
                  <ItemsFields name={`${name}.${index}.items`} />
                </Fieldset>
              </Row>
            ))}
          </chakra.ol>
          <MenuAddButton label={t.section.add} onAdd={() => helpers.push(newMenuSection())} />
        </>
      )}
    </FieldArray>
  );
};
