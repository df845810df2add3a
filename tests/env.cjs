// Runs before any test module is loaded: services/config reads build-time settings at import, and
// fetchBaseQuery needs absolute URLs under jest-fixed-jsdom (docs/toolchain.md).
process.env.API_BASE_URL = 'http://localhost';
