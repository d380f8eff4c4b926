import { successEnvelope } from "@shop/shared";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { registerErrorHandling } from "../plugins/errors";
import { AppError, RetryLaterError } from "./app-error";
import { registerSuccessEnvelope, SerializedReply, type ShopTypeProvider } from "./reply";

const data = z.object({ n: z.number() });

async function appWithRoutes() {
  const app = Fastify().withTypeProvider<ShopTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerSuccessEnvelope(app);
  const response = { 200: successEnvelope(data) };
  app.get("/data", { schema: { response } }, async () => ({ n: 1 }));
  app.get("/serialized", { schema: { response } }, async () => SerializedReply.ofJson<{ n: number }>('{"n": 2}'));
  app.get("/wrong", { schema: { response } }, async () => ({ n: "one" }) as unknown as { n: number });
  app.get("/throttled", { schema: { response } }, async () => {
    throw new RetryLaterError("Too many tries.", "Wait.", 7);
  });
  app.get("/plain", { schema: { response: { 200: data } } }, async () => ({ n: 3 }));
  await app.ready();
  return app;
}

describe("one reply helper, one error path", () => {
  it("a route's data leaves in the SPEC success envelope, checked by its response schema", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ url: "/data" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.json()).toEqual({ status: "SUCCESS", responceObj: { n: 1 } });
    expect((await app.inject({ url: "/wrong" })).statusCode).toBe(500);
  });

  it("a serialised answer is sent byte for byte inside the envelope", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ url: "/serialized" });
    expect(res.body).toBe('{"status":"SUCCESS","responceObj":{"n": 2}}');
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
  });

  it("a thrown AppError answers through the error handler with its status, headers and error shape, unwrapped", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ url: "/throttled" });
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBe("7");
    expect(res.json()).toEqual({
      status: "FAILURE",
      errorList: [{ errorCode: "RATE_LIMITED", errorDesc: "Too many tries.", suggesstion: "Wait." }],
    });
  });

  it("a route whose 200 schema is not a success envelope is not wrapped", async () => {
    const app = await appWithRoutes();
    expect((await app.inject({ url: "/plain" })).json()).toEqual({ n: 3 });
  });

  it("an AppError's body carries the field when it has one", () => {
    expect(new AppError("NOT_FOUND", "Gone.", "", "skuId").body()).toEqual({
      status: "FAILURE",
      errorList: [{ errorCode: "NOT_FOUND", errorDesc: "Gone.", suggesstion: "", field: "skuId" }],
    });
  });
});
