import type { User } from "@shop/shared";
import { envelope, type TestContext } from "./test-app";

/** A password that passes the field rules (8+ characters, not a common one). */
export const MEMBER_PASSWORD = "Green-fern-2024!";

export interface Member {
  token: string;
  user: User;
  /** Send with app.inject: `headers: member.headers`. */
  headers: { authorization: string };
  email: string;
  password: string;
  /** The address the member's requests came from (each member gets its own, so per-IP limits don't add up). */
  remoteAddress: string;
}

let counter = 0;
const nextAddress = () => {
  counter++;
  return `10.99.${(counter >> 8) & 255}.${counter & 255}`;
};

/** Logs in through HTTP; throws with the answer when it fails. */
export async function loginMember(
  ctx: TestContext,
  email: string,
  password: string,
  remoteAddress = nextAddress(),
): Promise<{ token: string; user: User; headers: { authorization: string } }> {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/user/login",
    remoteAddress,
    payload: envelope({ email, password }),
  });
  if (res.statusCode !== 200) throw new Error(`login of ${email} answered ${res.statusCode}: ${res.body}`);
  const { token, user } = res.json().responceObj as { token: string; user: User };
  return { token, user, headers: { authorization: `Bearer ${token}` } };
}

/**
 * Registers a member and logs in, both through HTTP (app.inject), from an address of its own.
 * Defaults: a unique e-mail, the name "Test Member" and MEMBER_PASSWORD.
 */
export async function registerMember(
  ctx: TestContext,
  options: { email?: string; name?: string; password?: string; mobile?: string; locale?: "en" | "fr" | "ar" } = {},
): Promise<Member> {
  const remoteAddress = nextAddress();
  const email = options.email ?? `member-${Date.now().toString(36)}-${counter}@example.com`;
  const password = options.password ?? MEMBER_PASSWORD;
  const userRegPld = {
    name: options.name ?? "Test Member",
    email,
    password,
    mobile: options.mobile,
    locale: options.locale,
  };
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/user/register",
    remoteAddress,
    payload: envelope({ userRegPld }),
  });
  if (res.statusCode !== 200) throw new Error(`register of ${email} answered ${res.statusCode}: ${res.body}`);
  const session = await loginMember(ctx, email, password, remoteAddress);
  return { ...session, email, password, remoteAddress };
}
