// The cluster test's first part: a shopper's session, cart and an uploaded picture work on whichever instance
// answers. Returns a list of failures (empty when every check holds).
import sharp from "sharp";
import { postEnvelope, staffHeaders } from "../../bench/lib/staff.mjs";

const PASSWORD = "Copper-kettle-monsoon-58";
const CART_SEARCH = "/api/v2/cart/search";

/** The cart's lines as "skuId x qty", sorted; or the status when the answer is not 200. */
async function cartLines(origin, auth) {
  const answer = await postEnvelope(origin, CART_SEARCH, {}, auth);
  if (answer.status !== 200) return `status ${answer.status}`;
  return answer.body.responceObj.jcarts
    .map((line) => `${line.skuId}x${line.qty}`)
    .sort()
    .join(",");
}

/** GET a picture, following a redirect to object storage; answers its bytes and the first answer's status. */
async function picture(origin, pathname) {
  const first = await fetch(`${origin}${pathname}`, { redirect: "manual" });
  await first.arrayBuffer();
  const response = await fetch(`${origin}${pathname}`);
  if (response.status !== 200) return { first: first.status, bytes: null };
  return { first: first.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

/**
 * `a` and `b` are the instances' origins, `front` the balancer's; `sql` a pg client on the shop's database,
 * `skuId` one to put in a cart, `productId` one to picture.
 */
export async function checkSharedState({ a, b, front, sql, skuId, productId }) {
  const failures = [];
  const check = (ok, message) => ok || failures.push(message);

  // Session and cart: registered through the balancer, logged in on A, cart filled on A, read on B.
  const email = `cluster-member-${Date.now()}@example.com`;
  const reg = await postEnvelope(front, "/api/v1/user/register", {
    userRegPld: { name: "Cluster Member", email, password: PASSWORD },
  });
  check(reg.status === 200, `register through the balancer answered ${reg.status}`);
  const login = await postEnvelope(a, "/api/v1/user/login", { email, password: PASSWORD });
  const auth = { authorization: `Bearer ${login.body?.responceObj?.token}` };
  check(login.status === 200, `login on instance A answered ${login.status}`);
  const add = await postEnvelope(a, "/api/v2/cart/add", { skuId, qty: 2 }, auth);
  check(add.status === 200, `cart add on instance A answered ${add.status}`);
  const expected = `${skuId}x2`;
  const onB = await cartLines(b, auth);
  const viaFront = await cartLines(front, auth);
  check(onB === expected, `the cart read on instance B is "${onB}", not "${expected}"`);
  check(viaFront === expected, `the cart read through the balancer is "${viaFront}", not "${expected}"`);
  // Logged out on B: A refuses the token too (revoked sessions live in PostgreSQL).
  const logout = await postEnvelope(b, "/api/v1/user/logout", {}, auth);
  check(logout.status === 200, `logout on instance B answered ${logout.status}`);
  const afterLogout = await postEnvelope(a, CART_SEARCH, {}, auth);
  check(afterLogout.status === 401, `instance A answered ${afterLogout.status} to a token revoked on B`);

  // A product picture uploaded on A (S3 adapter), then fetched on B and through the balancer.
  const staff = await staffHeaders(a, sql, { email: `cluster-staff-${Date.now()}@example.com`, password: PASSWORD });
  const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#4a7a3c" } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("productId", String(productId));
  form.append("file", new Blob([jpeg], { type: "image/jpeg" }), "cluster.jpg");
  const upload = await fetch(`${a}/api/v1/admin/products/images/upload`, {
    method: "POST",
    headers: staff,
    body: form,
  });
  const uploaded = await upload.json().catch(() => null);
  check(upload.status === 200, `picture upload on instance A answered ${upload.status}`);
  const src = uploaded?.responceObj?.images?.at(-1)?.src ?? "";
  const key = /(products\/[\w.-]+\.webp)$/.exec(src)?.[1];
  check(Boolean(key), `the uploaded picture has no stored address (${src})`);
  if (key) {
    const stored = Buffer.from(await (await fetch(src)).arrayBuffer());
    for (const [where, origin] of [
      ["instance B", b],
      ["the balancer", front],
    ]) {
      const got = await picture(origin, `/media/${key}`);
      check(got.first === 302, `/media/${key} on ${where} answered ${got.first}, not a redirect to storage`);
      check(got.bytes?.equals(stored) === true, `/media/${key} on ${where} is not the uploaded picture`);
    }
  }
  return failures;
}
