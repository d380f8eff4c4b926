import type { FastifyPluginAsync } from "fastify";
import type { SeoService } from "./seo.service";

/** GET /robots.txt and /sitemap.xml (DESIGN: from the database). Registered before the web app's pages. */
export const seoRoutes: FastifyPluginAsync<{ seo: SeoService; publicOrigin: string }> = async (
  app,
  { seo, publicOrigin },
) => {
  // Absolute URLs use the configured origin (config.publicOrigin); a request's Host header never chooses them.
  const hide = { schema: { hide: true } };

  app.get("/robots.txt", hide, async (_request, reply) =>
    reply
      .header("content-type", "text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(seo.robotsTxt(publicOrigin)),
  );

  app.get("/sitemap.xml", hide, async (_request, reply) =>
    reply
      .header("content-type", "application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(await seo.sitemapXml(publicOrigin)),
  );

  app.get<{ Params: { part: string } }>("/sitemap-:part.xml", hide, async (request, reply) => {
    const n = Number(request.params.part);
    const xml = Number.isInteger(n) && n >= 1 && n <= 10_000 ? await seo.sitemapPart(publicOrigin, n) : null;
    if (xml === null) return reply.callNotFound();
    return reply
      .header("content-type", "application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(xml);
  });
};
