/**
 * SPEC 2: the route guard's info toast "You need to log in to access this page". The guard runs before any
 * page renders (no translations at hand), so it leaves the notice here and the login page shows it.
 */
let pending = false;

export function requestLoginNotice(): void {
  pending = true;
}

/** True once per requested notice. */
export function takeLoginNotice(): boolean {
  const was = pending;
  pending = false;
  return was;
}
