// The look of every text box and select, so inputs inside and outside Formik forms match.
export const fieldStyle = {
  width: '100%',
  // The 44 px touch target (WCAG 2.5.5) on every text box and select.
  minH: '11',
  px: '3',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'muted',
  borderRadius: 'md',
  bg: 'surface',
  color: 'ink',
} as const;
