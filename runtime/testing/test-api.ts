/** Base URL the API client points at in tests; every msw handler factory defaults to it. */
export const TEST_API = 'https://api.test';
