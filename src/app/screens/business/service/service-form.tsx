import { Box, chakra } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Button } from '../../../../components/button';
import { FieldError } from '../../../../components/form/field-parts';
import type { ListingProviderName, ServiceItem, ServiceSet, ServicesBody, ServiceType } from '../../../../features/business-menus/business-menus.api';
import { businessMenusJa } from '../../../../features/business-menus/business-menus.ja';
import { ImportButtons } from '../../../../features/business-menus/components/import-buttons';
import { showSaveErrors } from '../../../../features/business-menus/forms/save-errors';
import type { MenuStore } from '../../../../features/business-menus/model/menu-stores';
import { useAppDispatch } from '../../../../store/hooks';
import { businessServiceJa as t } from './business-service.ja';
import { businessServiceSchema } from './business-service.schema';
import { toServiceFormValues, toServicesPayload, type ServiceFormValues } from './business-service.values';
import { FreeFormServices, StructuredServices } from './service-list-fields';

const common = businessMenusJa;
const Section = chakra('section', { base: { bg: 'surface', borderRadius: 'md', p: { base: '3', md: '4' }, mb: '4', minW: '0' } });
const Heading = chakra('h2', { base: { fontSize: 'lg', fontWeight: 'bold', mb: '2' } });

/** The category's service types: loaded, still loading, or none to offer (no Google category). */
export interface ServiceTypesState {
  category: string | null;
  types: ServiceType[];
  loading: boolean;
}

interface ServiceFormProps {
  store: MenuStore;
  accountKey: string;
  set: ServiceSet;
  serviceTypes: ServiceTypesState;
  onSave: (request: { payload: string }) => Promise<ServicesBody>;
  /** The provider's services, or null when it refused or had none (its dialog is open then). */
  onImport: (provider: ListingProviderName, key: string) => Promise<ServiceItem[] | null>;
}

const StructuredNote = ({ state }: { state: ServiceTypesState }) => {
  const text = !state.category ? t.structured.noCategory : state.loading ? t.structured.loading : state.types.length === 0 ? t.structured.noTypes : t.structured.lead;
  return (
    <chakra.p fontSize="sm" color="muted" mb="2">
      {text}
    </chakra.p>
  );
};

export const ServiceForm = ({ store, accountKey, set, serviceTypes, onSave, onImport }: ServiceFormProps) => {
  const dispatch = useAppDispatch();
  const [initialValues] = useState(() => toServiceFormValues(set.services));
  const submit = async (values: ServiceFormValues, helpers: FormikHelpers<ServiceFormValues>) => {
    try {
      const answer = await onSave({ payload: JSON.stringify(toServicesPayload(accountKey, values, serviceTypes.types)) });
      helpers.resetForm({ values: toServiceFormValues(answer.data.services) });
    } catch (error) {
      showSaveErrors(helpers, error, values, dispatch);
    }
  };
  return (
    <Formik initialValues={initialValues} validationSchema={businessServiceSchema} onSubmit={submit}>
      {({ dirty, isSubmitting, setValues, setErrors, setTouched, errors, submitCount }) => (
        <Form noValidate aria-label={t.form}>
          <ImportButtons
            store={store}
            onImport={async (provider, key) => {
              const services = await onImport(provider, key);
              if (services) {
                // Errors and touched state belonged to the rows that were replaced.
                setErrors({});
                await setTouched({}, false);
                await setValues(toServiceFormValues(services), false);
              }
              return services !== null;
            }}
          />
          <Section aria-labelledby="structured-services-heading">
            <Heading id="structured-services-heading">{t.structured.heading}</Heading>
            <StructuredNote state={serviceTypes} />
            {serviceTypes.category ? <StructuredServices types={serviceTypes.types} /> : null}
          </Section>
          <Section aria-labelledby="free-form-services-heading">
            <Heading id="free-form-services-heading">{t.freeForm.heading}</Heading>
            <FreeFormServices />
          </Section>
          <FieldError id="services-error" message={submitCount > 0 && typeof errors.services === 'string' ? errors.services : undefined} />
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
