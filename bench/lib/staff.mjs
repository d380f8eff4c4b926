// A back-office account for the benchmarks: registered through the API, its role set in the database, logged in.
import { envelope } from "./load.mjs";

/** POST a request envelope; answers the status and the parsed body (null when not JSON). */
export async function postEnvelope(url, path, requestPayload, headers = {}) {
  const response = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: envelope(requestPayload),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/**
 * Registers `email`, gives it `role` through the pg `client` and answers its authorization header. Never an ADMIN
 * role: those need the two-step login.
 */
export async function staffHeaders(url, client, { email, password, name = "Bench Staff", role = "ROLE_MANAGER" }) {
  const reg = await postEnvelope(url, "/api/v1/user/register", { userRegPld: { name, email, password } });
  if (reg.status !== 200) throw new Error(`register answered ${reg.status}: ${JSON.stringify(reg.body).slice(0, 300)}`);
  await client.query("update users set role = $2 where email = $1", [email, role]);
  const login = await postEnvelope(url, "/api/v1/user/login", { email, password });
  const token = login.body?.responceObj?.token;
  if (login.status !== 200 || !token) throw new Error(`login answered ${login.status}`);
  return { authorization: `Bearer ${token}` };
}
