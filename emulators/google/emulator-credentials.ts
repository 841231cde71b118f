// The fixed OAuth client the console uses when no Google credentials are configured. The emulator's token endpoint
// checks this pair (other client ids are accepted without a secret, for ad-hoc tests).
export const GOOGLE_EMULATOR_CLIENT_ID = 'emulator-google-client';
export const GOOGLE_EMULATOR_CLIENT_SECRET = 'emulator-google-secret';
