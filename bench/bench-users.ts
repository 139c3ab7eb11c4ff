/** The sign-ins of a generated company (bench/generate.ts), shared with the load scripts. */
export const BENCH_PASSWORD = 'Bench@12345';
export const BENCH_ADMIN_EMAIL = 'admin@example.com';
export const benchResellerEmail = (n: number) => `reseller${n}@bench.aquadesk.in`;
