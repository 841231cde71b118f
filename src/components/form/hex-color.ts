// The spec's colour rule (section 5): '#' and six hex digits. The same pattern as patterns.colour in
// shared/validation/validators.ts, kept free of yup so plain code (and the colour field itself) can use it.
export const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

export const isHexColor = (value: unknown): value is string => typeof value === 'string' && HEX_COLOR.test(value);
