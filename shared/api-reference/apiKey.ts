/**
 * The API key header's value as the security scheme's description tells readers to send it, with a placeholder for
 * the key: in the built request samples, and as the hint of the request builder's key field.
 */
export const API_KEY_PLACEHOLDER = 'ApiKey <TESSERA_API_KEY>';
