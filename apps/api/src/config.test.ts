import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("defaults to port 3000, ./data and the embedded database", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve("data"));
    expect(config.mediaDir).toBe(path.resolve("data/media"));
    expect(config.databaseUrl).toBeUndefined();
  });

  it("honours PORT, DATA_DIR and DATABASE_URL", () => {
    const config = loadConfig({ PORT: "8080", DATA_DIR: "/tmp/shop", DATABASE_URL: "postgres://u@localhost/shop" });
    expect(config).toMatchObject({ port: 8080, dataDir: "/tmp/shop", databaseUrl: "postgres://u@localhost/shop" });
  });

  it("an empty DATABASE_URL means the embedded database", () => {
    expect(loadConfig({ DATABASE_URL: "" }).databaseUrl).toBeUndefined();
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
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT must be between 0 and 65535/);
  });
});
