import { Box, chakra } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Button } from '../../../../components/button';
import type { ListingProviderName, Menu, MenuSet, MenusBody } from '../../../../features/business-menus/business-menus.api';
import { businessMenusJa } from '../../../../features/business-menus/business-menus.ja';
import { ImportButtons } from '../../../../features/business-menus/components/import-buttons';
import { showSaveErrors } from '../../../../features/business-menus/forms/save-errors';
import type { MenuStore } from '../../../../features/business-menus/model/menu-stores';
import { useAppDispatch } from '../../../../store/hooks';
import { businessMenuJa as t } from './business-menu.ja';
import { businessMenuSchema, MENU_LIMITS, validateMenuRules } from './business-menu.schema';
import { countMenuItems, menuErrorField, toMenuFormValues, toMenusSaveRequest, type MenuFormValues } from './business-menu.values';
import { MenuListFields } from './menu-list-fields';

const common = businessMenusJa;

interface MenuFormProps {
  store: MenuStore;
  /** The key the store's menus were read with (its Google account, else its Yahoo one). */
  accountKey: string;
  set: MenuSet;
  /** Resolves with the saved menus; a rejection's field errors land on the fields and every typed value stays. */
  onSave: (request: { payload: string; photos: File[] }) => Promise<MenusBody>;
  /** The provider's menus, or null when it refused or had none (its dialog is open then). */
  onImport: (provider: ListingProviderName, key: string) => Promise<Menu[] | null>;
}

export const MenuForm = ({ store, accountKey, set, onSave, onImport }: MenuFormProps) => {
  const dispatch = useAppDispatch();
  const [initialValues] = useState(() => toMenuFormValues(set.menus));
  const submit = async (values: MenuFormValues, helpers: FormikHelpers<MenuFormValues>) => {
    const { payload, photos } = toMenusSaveRequest(accountKey, values);
    try {
      const answer = await onSave({ payload: JSON.stringify(payload), photos });
      // The saved copy now holds the new photos under their photo_url: the next save keeps them without resending.
      helpers.resetForm({ values: toMenuFormValues(answer.data.menus) });
    } catch (error) {
      showSaveErrors(helpers, error, values, dispatch, (field) => menuErrorField(values, field));
    }
  };
  return (
    <Formik initialValues={initialValues} validationSchema={businessMenuSchema} validate={validateMenuRules} onSubmit={submit}>
      {({ values, dirty, isSubmitting, setValues, setErrors, setTouched }) => (
        <Form noValidate aria-label={t.form}>
          <ImportButtons
            store={store}
            onImport={async (provider, key) => {
              const menus = await onImport(provider, key);
              if (menus) {
                // Errors and touched state belonged to the rows that were replaced.
                setErrors({});
                await setTouched({}, false);
                await setValues(toMenuFormValues(menus), false);
              }
              return menus !== null;
            }}
          />
          <chakra.p fontWeight="bold" mb="3" aria-live="polite" data-testid="menu-item-count">
            {t.count(countMenuItems(values), MENU_LIMITS.items)}
          </chakra.p>
          <MenuListFields />
          <Box display="flex" flexWrap="wrap" alignItems="center" justifyContent="flex-end" gap="3" mt="4">
            {dirty ? (
              <chakra.p fontSize="sm" color="muted">
                {common.unsaved}
              </chakra.p>
            ) : null}
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? common.saving : common.save}
            </Button>
          </Box>
        </Form>
      )}
    </Formik>
  );
};
