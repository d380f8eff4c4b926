import { describe, expect, it } from "vitest";
import { type OrderStatusMail, renderOrderStatusMail } from "./orders.mail";

const job = (over: Partial<OrderStatusMail> = {}): OrderStatusMail => ({
  template: "orderStatus",
  to: "sara@example.com",
  locale: "en",
  name: "Sara <b>",
  link: "https://shop.example/shop/trackorder?number=BST-AAAA-BBBB",
  order: { number: "BST-AAAA-BBBB", status: "out_for_delivery", note: null },
  ...over,
});

describe("order-status e-mail", () => {
  it("says what changed, links to tracking and escapes what people wrote", () => {
    const mail = renderOrderStatusMail(
      job({ order: { number: "BST-AAAA-BBBB", status: "preparing", note: "<script>x</script> soon" } }),
    );
    expect(mail.to).toBe("sara@example.com");
    expect(mail.subject).toBe("Your Bustan order BST-AAAA-BBBB is being prepared");
    expect(mail.text).toContain("Note from the shop: <script>x</script> soon");
    expect(mail.text).toContain("https://shop.example/shop/trackorder?number=BST-AAAA-BBBB");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;");
    expect(mail.html).toContain("Sara &lt;b&gt;");
  });

  it("is written in the order's language, right to left in Arabic; unknown languages fall back to English", () => {
    expect(renderOrderStatusMail(job({ locale: "fr" })).subject).toBe(
      "Votre commande Bustan BST-AAAA-BBBB est en cours de livraison",
    );
    const ar = renderOrderStatusMail(job({ locale: "ar" }));
    expect(ar.subject).toContain("في الطريق إليك");
    expect(ar.html).toContain('dir="rtl"');
    expect(renderOrderStatusMail(job({ locale: "de" })).subject).toMatch(/^Your Bustan order/);
  });

  it("leaves out a link that is not http(s)", () => {
    const mail = renderOrderStatusMail(job({ link: "javascript:alert(1)" }));
    expect(mail.html).not.toContain("javascript:");
    expect(mail.text).not.toContain("javascript:");
  });
});
