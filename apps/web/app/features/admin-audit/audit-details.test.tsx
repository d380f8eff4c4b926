import type { AuditEntry } from "@shop/shared";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StateDetails } from "./audit-details";

const entry: AuditEntry = {
  id: 7,
  at: "2026-11-25T10:00:00.000Z",
  actorId: 3,
  actorRole: "ROLE_ADMIN",
  actorName: "Aisha",
  actorEmail: "aisha@shop.test",
  action: "product.update",
  entity: "product",
  entityId: "42",
  productId: 42,
  before: null,
  after: { name: '<img src=x onerror="alert(1)">' },
};

describe("issue 13 Audit log: a change's details", () => {
  it("shows the after state as JSON text in a <pre>, markup from the data escaped, never as HTML", () => {
    const html = renderToStaticMarkup(<StateDetails entry={entry} />);
    expect(html).toContain("<details");
    expect(html).toContain(
      '<pre dir="ltr">{\n  &quot;name&quot;: &quot;&lt;img src=x onerror=\\&quot;alert(1)\\&quot;&gt;&quot;\n}</pre>',
    );
    expect(html).not.toContain("<img");
  });

  it("a creation has no before: one <pre> only, and the 'nothing recorded' text in its place", () => {
    const html = renderToStaticMarkup(<StateDetails entry={entry} />);
    expect(html.split("<pre").length - 1).toBe(1);
    expect(html).toContain("admin.audit.none");
  });
});
