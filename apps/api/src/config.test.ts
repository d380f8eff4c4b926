import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("defaults to port 3000, ./data and the embedded database", () => {
    const config = loadConfig({ NODE_ENV: "test" });
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve("data"));
    expect(config.mediaDir).toBe(path.resolve("data/media"));
    expect(config.databaseUrl).toBeUndefined();
  });

  it("honours PORT, DATA_DIR and DATABASE_URL", () => {
    const config = loadConfig({
      NODE_ENV: "test",
      PORT: "8080",
      DATA_DIR: "/tmp/shop",
      DATABASE_URL: "postgres://u@localhost/shop",
    });
    expect(config).toMatchObject({ port: 8080, dataDir: "/tmp/shop", databaseUrl: "postgres://u@localhost/shop" });
  });

  it("an empty DATABASE_URL means the embedded database", () => {
    expect(loadConfig({ NODE_ENV: "test", DATABASE_URL: "" }).databaseUrl).toBeUndefined();
  });

  it("issue 17: DATABASE_READ_URL names the read replica, only beside a PostgreSQL DATABASE_URL", () => {
    const primary = "postgres://u@db1/shop";
    const replica = "postgresql://u@db2/shop";
    expect(loadConfig({ NODE_ENV: "test", DATABASE_URL: primary, DATABASE_READ_URL: replica })).toMatchObject({
      databaseUrl: primary,
      databaseReadUrl: replica,
    });
    expect(loadConfig({ NODE_ENV: "test", DATABASE_URL: primary, DATABASE_READ_URL: "" }).databaseReadUrl).toBe(
      undefined,
    );
    expect(() => loadConfig({ NODE_ENV: "test", DATABASE_READ_URL: replica })).toThrow(/needs DATABASE_URL/);
    expect(() => loadConfig({ NODE_ENV: "test", DATABASE_URL: primary, DATABASE_READ_URL: "mysql://x" })).toThrow(
      /DATABASE_READ_URL must start with postgres:\/\//,
    );
  });

  it("names every bad value in one clear message", () => {
    const attempt = () => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("PORT: PORT must be a number");
      expect(message).toContain("DATABASE_URL: DATABASE_URL must start with postgres://");
      expect(message).toContain("LOG_LEVEL");
    }
  });

  it("refuses a port out of range", () => {
    expect(() => loadConfig({ NODE_ENV: "test", PORT: "70000" })).toThrow(/PORT must be between 0 and 65535/);
  });
});

describe("SPEC 7 / docs/security.md: links, proxies and timeouts", () => {
  it("PUBLIC_ORIGIN is required in production, with a clear message", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/PUBLIC_ORIGIN: required when NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: "production", PUBLIC_ORIGIN: "https://shop.example/" }).publicOrigin).toBe(
      "https://shop.example",
    );
  });

  it("outside production the link origin defaults to http://localhost:PORT", () => {
    expect(loadConfig({ NODE_ENV: "development", PORT: "8080" }).publicOrigin).toBe("http://localhost:8080");
  });

  it("refuses a PUBLIC_ORIGIN that is not http(s)", () => {
    expect(() => loadConfig({ NODE_ENV: "test", PUBLIC_ORIGIN: "javascript:alert(1)" })).toThrow(/PUBLIC_ORIGIN/);
  });

  it("trusts no proxy by default, and only the named addresses and CIDRs with TRUST_PROXY", () => {
    expect(loadConfig({ NODE_ENV: "test" }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: "test", TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1" }).trustProxy).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
    ]);
    expect(() => loadConfig({ NODE_ENV: "test", TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ NODE_ENV: "test", TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY/);
  });

  it("cuts slow clients off within 30 s by default; the timeouts are configurable", () => {
    expect(loadConfig({ NODE_ENV: "test" }).timeouts).toEqual({
      requestMs: 30_000,
      headersMs: 15_000,
      keepAliveMs: 5_000,
      connectionMs: 30_000,
    });
    expect(loadConfig({ NODE_ENV: "test", REQUEST_TIMEOUT_MS: "5000" }).timeouts).toMatchObject({
      requestMs: 5000,
      headersMs: 5000,
    });
  });

  it("the mail viewer is never on in production", () => {
    const prod = loadConfig({ NODE_ENV: "production", PUBLIC_ORIGIN: "https://shop.example", MAIL_VIEWER: "true" });
    expect(prod.mailViewer).toBe(false);
    expect(loadConfig({ NODE_ENV: "development" }).mailViewer).toBe(true);
  });

  it("product pictures: the media folder by default, S3 with S3_BUCKET, its keys and public address required", () => {
    expect(loadConfig({ NODE_ENV: "test", DATA_DIR: "/tmp/shop" }).storage).toEqual({
      kind: "local",
      dir: "/tmp/shop/media",
    });
    const s3 = {
      NODE_ENV: "test",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_BUCKET: "pictures",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_PUBLIC_URL: "https://cdn.example/pictures/",
    };
    expect(loadConfig(s3).storage).toEqual({
      kind: "s3",
      endpoint: "http://127.0.0.1:9000",
      bucket: "pictures",
      region: "us-east-1",
      accessKeyId: "key",
      secretAccessKey: "secret",
      publicUrl: "https://cdn.example/pictures",
    });
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: "", S3_PUBLIC_URL: "" })).toThrow(
      /S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL: required when S3_BUCKET is set/,
    );
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: "ftp://x" })).toThrow(/S3_ENDPOINT must be an http/);
  });
});
