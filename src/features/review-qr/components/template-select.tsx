import { Box, chakra } from '@chakra-ui/react';
import { useField } from 'formik';
import { reviewQrJa } from '../../../shared/i18n/review-qr.ja';
import { QR_TEMPLATES, TEMPLATE_SWATCHES } from '../model/qr-options';
import type { QrTemplate } from '../review-qr.api';

const t = reviewQrJa;

/** The 15 designs as a radio group of swatch cards (arrow keys move between them like any radio group). */
export const TemplateSelect = () => {
  const [field, , helpers] = useField<QrTemplate>('template');
  return (
    <chakra.fieldset mb="4" data-testid="qr-template-select">
      <chakra.legend fontWeight="bold" fontSize="sm" mb="2">
        {t.form.template}
      </chakra.legend>
      <Box display="grid" gridTemplateColumns="repeat(auto-fill, minmax(96px, 1fr))" gap="2">
        {QR_TEMPLATES.map((template) => {
          const [bg, accent] = TEMPLATE_SWATCHES[template];
          return (
            <chakra.label
              key={template}
              display="flex"
              flexDirection="column"
              gap="1"
              p="1.5"
              borderWidth="2px"
              borderStyle="solid"
              borderColor="line"
              borderRadius="md"
              position="relative"
              cursor="pointer"
              bg="surface"
              css={{
                '&:has(input:checked)': { borderColor: 'var(--brand)', background: 'var(--brand-soft)' },
                '&:has(input:focus-visible)': { outline: '2px solid var(--brand)', outlineOffset: '2px' },
              }}
            >
              <chakra.input
                type="radio"
                name={field.name}
                value={template}
                checked={field.value === template}
                onChange={() => void helpers.setValue(template)}
                position="absolute"
                opacity={0}
                width="1px"
                height="1px"
              />
              <Box aria-hidden="true" h="8" borderRadius="sm" borderWidth="1px" borderStyle="solid" borderColor="line" style={{ background: `linear-gradient(135deg, ${bg} 0 60%, ${accent} 60% 100%)` }} />
              <chakra.span fontSize="xs" textAlign="center">
                {t.templates[template]}
              </chakra.span>
            </chakra.label>
          );
        })}
      </Box>
    </chakra.fieldset>
  );
};
