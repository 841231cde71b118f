import { Box, chakra } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useId, type ReactNode } from 'react';
import type { Choice } from '../../../components/form/choice-parts';
import { ColorField } from '../../../components/form/color-field';
import { NumberField } from '../../../components/form/number-field';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { SelectField } from '../../../components/form/select-field';
import { SwitchField } from '../../../components/form/switch-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { mapToolJa } from '../../../shared/i18n/map-tool.ja';
import type { WidgetKind } from '../../../shared/widget/widget-types';
import { CHOICES, fieldApplies, NUMBER_LIMITS, TEXT_LIMITS, type ChoiceFieldName, type NumberFieldName } from '../forms/widget-fields';
import type { WidgetFormValues } from '../forms/widget-form.mappers';

const f = mapToolJa.fields;

/** The options of a choice field, labelled from the catalogue (glossary wording). */
export const optionsOf = (name: ChoiceFieldName): Choice[] =>
  CHOICES[name].map((value) => ({ value, label: (mapToolJa.options[name] as Record<string, string>)[value] }));

/** A titled part of the form. */
export const FormSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const id = useId();
  return (
    <chakra.section aria-labelledby={id} bg="surface" borderRadius="md" p={{ base: '3', md: '4' }} mb="4" minW="0">
      <chakra.h2 id={id} fontSize="lg" fontWeight="bold" mb="3">
        {title}
      </chakra.h2>
      {children}
    </chakra.section>
  );
};

/** Fields side by side on a wide screen, stacked on a phone. */
export const FieldRow = ({ children }: { children: ReactNode }) => (
  <Box display="flex" flexWrap="wrap" columnGap="6" alignItems="flex-start">
    {children}
  </Box>
);

export const WidgetNumberField = ({ name, label, help }: { name: NumberFieldName; label: string; help?: string }) => (
  <NumberField name={name} label={label} help={help} min={NUMBER_LIMITS[name].min} max={NUMBER_LIMITS[name].max} integer />
);

/** Whether the current layout (reviews) or display (photos) offers the field. */
export const useApplies = (kind: WidgetKind) => {
  const { values } = useFormikContext<WidgetFormValues>();
  return (field: string) => fieldApplies(kind, field, values);
};

/** Name and stores (the store picker, composed by the screen). */
export const BasicSection = ({ stores }: { stores: ReactNode }) => (
  <FormSection title={mapToolJa.sections.basic}>
    <TextField name="name" label={f.name} help={f.nameHelp} autoComplete="off" />
    {stores}
  </FormSection>
);

export const TitleSection = () => (
  <FormSection title={mapToolJa.sections.title}>
    <SwitchField name="title_disp" label={f.title_disp} onText={f.on} offText={f.off} />
    <TextField name="title" label={f.title} help={f.titleHelp} autoComplete="off" />
    <FieldRow>
      <WidgetNumberField name="title_font_size" label={f.title_font_size} />
      <ColorField name="title_color" label={f.title_color} />
      <ColorField name="title_bgcolor" label={f.title_bgcolor} />
    </FieldRow>
  </FormSection>
);

/** Theme, font, the widget's own language and how many items it shows at most. */
export const DesignFields = () => (
  <>
    <RadioGroupField name="theme" legend={f.theme} options={optionsOf('theme')} />
    <SelectField name="font_family" label={f.font_family} options={optionsOf('font_family')} />
    <RadioGroupField name="language" legend={f.language} options={optionsOf('language')} />
    <WidgetNumberField name="dispnum" label={f.dispnum} />
  </>
);

export const CssSection = () => (
  <FormSection title={mapToolJa.sections.css}>
    <TextareaField name="customcss" label={f.customcss} help={f.customcssHelp} rows={4} max={TEXT_LIMITS.customcss} />
  </FormSection>
);
