/**
 * The outside services some test files need. Where one is missing the file skips, except under
 * CI=true, where a missing service fails the file: a green CI always means these tests ran.
 */
export const { DATABASE_URL, REDIS_URL } = process.env;

/** True when `available`; false (skip) outside CI; throws under CI, failing the file. */
export function needs(what: string, available: boolean): boolean {
  if (!available && process.env.CI)
    throw new Error(`${what} is required under CI=true: this test file must not skip.`);
  return available;
}

/** PostgreSQL (DATABASE_URL), for the files that test a database server's behaviour. */
export const hasDatabaseServer = () => needs('PostgreSQL (DATABASE_URL)', !!DATABASE_URL);

/** PostgreSQL and Redis, for the files that run several processes as one cluster. */
export const hasClusterServices = () =>
  needs('PostgreSQL (DATABASE_URL) and Redis (REDIS_URL)', !!DATABASE_URL && !!REDIS_URL);
