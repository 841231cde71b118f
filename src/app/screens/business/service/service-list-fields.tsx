import { chakra } from '@chakra-ui/react';
import { FieldArray, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/button';
import { Fieldset, Legend } from '../../../../components/form/choice-parts';
import { SelectField } from '../../../../components/form/select-field';
import { TextareaField } from '../../../../components/form/textarea-field';
import { TextField } from '../../../../components/form/text-field';
import type { ServiceType } from '../../../../features/business-menus/business-menus.api';
import { businessMenusJa } from '../../../../features/business-menus/business-menus.ja';
import { businessServiceJa as t } from './business-service.ja';
import { SERVICE_LIMITS } from './business-service.schema';
import { newFreeFormService, newStructuredService, type ServiceFormValues, type ServiceValues } from './business-service.values';

const Row = chakra('li', { base: { borderWidth: '1px', borderStyle: 'solid', borderColor: 'line', borderRadius: 'md', p: '3', mb: '3', minW: '0' } });

interface KindListProps {
  kind: ServiceValues['kind'];
  rowLabel: (n: number) => string;
  addLabel: string;
  children: (name: string, service: ServiceValues) => ReactNode;
}

// The rows of one kind, each at its index in the one services list (so field names match the server's errors).
const KindList = ({ kind, rowLabel, addLabel, children }: KindListProps) => {
  const { values } = useFormikContext<ServiceFormValues>();
  const rows = values.services.map((service, index) => ({ service, index })).filter((r) => r.service.kind === kind);
  const full = values.services.length >= SERVICE_LIMITS.services;
  return (
    <FieldArray name="services">
      {(helpers) => (
        <>
          {rows.length === 0 ? <chakra.p color="muted" mb="2">{t.empty}</chakra.p> : null}
          <chakra.ol listStyleType="none" p="0" m="0">
            {rows.map(({ service, index }, n) => (
              <Row key={service.key}>
                <Fieldset>
                  <Legend>{rowLabel(n + 1)}</Legend>
                  <Button variant="ghost" size="sm" minH="11" mb="2" aria-label={businessMenusJa.rows.remove(rowLabel(n + 1))} onClick={() => helpers.remove(index)}>
                    {businessMenusJa.rows.removeShort}
                  </Button>
                  {children(`services.${index}`, service)}
                  <TextareaField name={`services.${index}.description`} label={t.description} rows={2} max={SERVICE_LIMITS.description} />
                </Fieldset>
              </Row>
            ))}
          </chakra.ol>
          <Button variant="outline" size="sm" minH="11" disabled={full} onClick={() => helpers.push(kind === 'structured' ? newStructuredService() : newFreeFormService())}>
            {addLabel}
          </Button>
        </>
      )}
    </FieldArray>
  );
};

/** Services chosen from the service types Google offers for the store's category. */
export const StructuredServices = ({ types }: { types: ServiceType[] }) => (
  <KindList kind="structured" rowLabel={t.structured.row} addLabel={t.structured.add}>
    {(name, service) => {
      // An imported type this category no longer lists still shows under its own name.
      const known = types.some((type) => type.service_type_id === service.service_type_id);
      const options = types.map((type) => ({ value: type.service_type_id, label: type.display_name }));
      if (service.service_type_id && !known) options.unshift({ value: service.service_type_id, label: service.name || service.service_type_id });
      return <SelectField name={`${name}.service_type_id`} label={t.structured.type} options={options} placeholder />;
    }}
  </KindList>
);

/** Services the store names itself, each under a category of its own. */
export const FreeFormServices = () => (
  <KindList kind="free_form" rowLabel={t.freeForm.row} addLabel={t.freeForm.add}>
    {(name) => (
      <chakra.div display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 2fr' }} columnGap="3">
        <TextField name={`${name}.category`} label={t.freeForm.category} />
        <TextField name={`${name}.name`} label={t.freeForm.name} />
      </chakra.div>
    )}
  </KindList>
);
