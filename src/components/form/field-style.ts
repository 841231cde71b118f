// The look of every text box and select, so inputs inside and outside Formik forms match.
export const fieldStyle = {
  width: '100%',
  minH: '10',
  px: '3',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'muted',
  borderRadius: 'md',
  bg: 'surface',
  color: 'ink',
} as const;
