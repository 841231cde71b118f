import { Box, chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { FieldHelp, FieldLabel } from '../../../components/form/field-parts';
import { fieldStyle } from '../../../components/form/field-style';

// A value the form shows but does not send (the address of a user being edited): labelled like the fields around it,
// read-only rather than disabled so it can still be selected and copied.
export const ReadOnlyField = ({ label, value, help }: { label: string; value: string; help?: string }) => {
  const id = useId();
  const helpId = `${id}-help`;
  return (
    <Box mb="4">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <chakra.input id={id} readOnly value={value} {...fieldStyle} bg="canvas" fontSize="md" aria-describedby={help ? helpId : undefined} />
      {help ? <FieldHelp id={helpId}>{help}</FieldHelp> : null}
    </Box>
  );
};
