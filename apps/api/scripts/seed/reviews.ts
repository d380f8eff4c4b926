import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../src/db/client";
import { rowsOf } from "../../src/lib/rows";
import { updateReviewFigures } from "../../src/modules/catalogue/catalogue.repo";
import { approvedRatingCounts } from "../../src/modules/reviews/reviews.repo";
import { figuresOf, publicAuthorName } from "../../src/modules/reviews/reviews.service";
import { hashPassword } from "../../src/modules/users/passwords";

/**
 * Demo reviews (issue 14) written by the rules shoppers follow: each comes from a demo customer whose delivered
 * demo order contains the product, one per product per customer, approved; the products' rating and review count
 * are then computed from the approved reviews as moderation computes them. No figure is invented.
 */

interface DemoCustomer {
  name: string;
  email: string;
  locale: "en" | "fr" | "ar";
}

const CUSTOMERS: DemoCustomer[] = [
  { name: "Aisha Khan", email: "aisha.khan@demo.bustan.ae", locale: "en" },
  { name: "Omar Saleh", email: "omar.saleh@demo.bustan.ae", locale: "ar" },
  { name: "Claire Dubois", email: "claire.dubois@demo.bustan.ae", locale: "fr" },
  { name: "Rahul Menon", email: "rahul.menon@demo.bustan.ae", locale: "en" },
  { name: "Fatima Al Marzouqi", email: "fatima.almarzouqi@demo.bustan.ae", locale: "ar" },
];

/** [customer index, product slug, stars, title, text, shop's reply?] */
type DemoReview = [number, string, number, string, string, string?];

const REVIEWS: DemoReview[] = [
  [
    0,
    "golden-pothos",
    5,
    "Easy and lush",
    "Arrived with two new leaves unfurling. It trails beautifully from my bookshelf and forgives a missed watering.",
  ],
  [
    3,
    "golden-pothos",
    4,
    "Healthy plant, small pot",
    "Very healthy and well packed. Slightly smaller than I pictured, but it has doubled in a month.",
    "Thank you, Rahul! Pothos grow fast in bright indirect light; repot in spring if the roots circle the pot.",
  ],
  [1, "golden-pothos", 5, "نبتة رائعة", "وصلت بحالة ممتازة وتغليف محكم. تنمو بسرعة في الصالة بعيداً عن الشمس المباشرة."],
  [
    0,
    "monstera-deliciosa",
    5,
    "Stunning leaves",
    "Big split leaves and a sturdy moss pole. Delivery was on time in the morning slot.",
  ],
  [
    2,
    "monstera-deliciosa",
    4,
    "Belle plante",
    "Plante vigoureuse, une feuille un peu abîmée pendant le transport mais elle s'en est vite remise.",
  ],
  [
    4,
    "monstera-deliciosa",
    3,
    "جميلة لكن أوراقها اصفرّت",
    "ورقتان اصفرّتا في الأسبوع الأول، والآن تنمو أوراق جديدة. أنصح بعدم الإفراط في الري.",
    "شكراً لملاحظتك يا فاطمة! اصفرار ورقة أو ورقتين بعد النقل أمر طبيعي؛ اسقيها عندما تجف الطبقة العليا من التربة.",
  ],
  [
    3,
    "lemon-tree",
    5,
    "Already fruiting",
    "Came with three small lemons. It loves our balcony; we water it every evening in summer.",
  ],
  [1, "lemon-tree", 4, "شجرة جميلة", "شجرة قوية ووصلت في الموعد. فقدت بعض الأوراق في الأيام الأولى ثم استقرت."],
  [
    2,
    "orchid-white-phalaenopsis",
    5,
    "Superbe orchidée",
    "Fleurs blanches magnifiques, encore en boutons à la livraison. Elle fleurit depuis six semaines.",
  ],
  [4, "orchid-white-phalaenopsis", 4, "هدية أنيقة", "أهديتها لوالدتي وأعجبتها كثيراً. الزهور استمرت أكثر من شهر."],
  [
    0,
    "classic-terracotta-pot",
    4,
    "Solid and breathable",
    "Good thick terracotta with a drainage hole. The saucer is sold separately, worth knowing.",
  ],
  [
    3,
    "classic-terracotta-pot",
    5,
    "Perfect for herbs",
    "Bought three sizes for basil and mint on the balcony. They look great and drain well.",
  ],
  [1, "peace-lily", 5, "زنبق السلام", "نبتة رائعة للمكتب، تتحمل الإضاءة المنخفضة وأزهرت بعد أسبوعين."],
  [
    2,
    "ficus-nitida-hedge",
    4,
    "Belle haie",
    "Plants bien fournis, plantés le long du mur du jardin. Il faut bien arroser les premières semaines.",
  ],
  [4, "liquid-plant-food", 5, "سماد فعّال", "لاحظت فرقاً واضحاً في لون الأوراق بعد أسبوعين من الاستخدام."],
];

const ORDER_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/** A demo order number in the shop's shape (BST-XXXX-XXXX), from its index. */
function demoOrderNumber(index: number): string {
  let n = index;
  let tail = "";
  for (let i = 0; i < 4; i++) {
    tail = ORDER_ALPHABET[n % ORDER_ALPHABET.length] + tail;
    n = Math.floor(n / ORDER_ALPHABET.length);
  }
  return `BST-RVW2-${tail}`;
}

const DAY = 86_400_000;
const query = async <T>(db: Db, statement: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(statement));

/** Adds the demo customers, their delivered orders and their approved reviews; skips slugs not in the catalogue. */
export async function seedDemoReviews(db: Db, now = Date.now()): Promise<{ reviews: number }> {
  const slugs = [...new Set(REVIEWS.map((r) => r[1]))];
  const found = await query<{
    slug: string;
    name: string;
    productId: number;
    skuId: number;
    price: number;
    code: string;
  }>(
    db,
    sql`select distinct on (p.slug) p.slug, coalesce(t.name, p.slug) as name, p.id as "productId", s.id as "skuId",
        s.price_fils as price, s.code
      from products p join skus s on s.product_id = p.id
      left join product_translations t on t.product_id = p.id and t.locale = 'en'
      where p.slug = any(${`{${slugs.join(",")}}`}::text[]) and s.is_active order by p.slug, s.position, s.id`,
  );
  const bySlug = new Map(found.map((row) => [row.slug, row]));
  // Demo customers cannot log in: their password is random and never shown.
  const passwordHash = await hashPassword(randomBytes(24).toString("base64url"));
  let written = 0;
  await db.transaction(async (tx) => {
    for (const [index, customer] of CUSTOMERS.entries()) {
      const [user] = await query<{ id: number }>(
        tx,
        sql`insert into users (email, name, password_hash, role, locale, email_verified_at)
          values (${customer.email}, ${customer.name}, ${passwordHash}, 'ROLE_USER', ${customer.locale}, now())
          on conflict (lower(email)) do update set name = excluded.name returning id`,
      );
      const mine = REVIEWS.filter((r) => r[0] === index && bySlug.has(r[1]));
      if (!user || mine.length === 0) continue;
      // One delivered order with every product this customer reviews, delivered 20-40 days ago.
      const placed = new Date(now - (20 + index * 4) * DAY);
      const lines = mine.map((r) => bySlug.get(r[1])!);
      const items = lines.reduce((sum, line) => sum + Number(line.price), 0);
      const total = items + 1500;
      const address = { recipient: customer.name, emirate: "dubai", area: "Jumeirah", street: "Al Wasl Road" };
      const [order] = await query<{ id: number }>(
        tx,
        sql`insert into orders (number, user_id, email, mobile, name, locale, address, emirate, delivery_date,
            delivery_slot, payment_method, payment_status, status, items_fils, delivery_fils, cod_fee_fils,
            total_fils, vat_fils, created_at, updated_at)
          values (${demoOrderNumber(index)}, ${user.id}, ${customer.email}, '+971501234567', ${customer.name},
            ${customer.locale}, ${JSON.stringify(address)}::jsonb, 'dubai', ${new Date(placed.getTime() + DAY).toISOString().slice(0, 10)},
            'morning', 'cod', 'paid', 'delivered', ${items}, 1500, 0, ${total}, ${Math.round((total * 5) / 105)},
            ${placed}, ${placed})
          on conflict (number) do nothing returning id`,
      );
      if (!order) continue;
      for (const line of lines) {
        await tx.execute(sql`insert into order_lines (order_id, sku_id, product_id, name, sku_code, options,
            unit_price_fils, discount_pct, unit_net_fils, qty, line_total_fils, vat_fils)
          values (${order.id}, ${line.skuId}, ${line.productId}, ${line.name}, ${line.code},
            ${JSON.stringify({ potSize: null, potColour: null })}::jsonb, ${line.price}, 0, ${line.price}, 1,
            ${line.price}, ${Math.round((Number(line.price) * 5) / 105)})`);
      }
      for (const [step, status] of ["confirmed", "preparing", "out_for_delivery", "delivered"].entries()) {
        await tx.execute(sql`insert into order_events (order_id, status, actor, note, created_at)
          values (${order.id}, ${status}, ${step === 0 ? "shopper" : "staff"}, null, ${new Date(placed.getTime() + step * 8 * 3_600_000)})`);
      }
      for (const [n, [, slug, rating, title, text, reply]] of mine.entries()) {
        const line = bySlug.get(slug)!;
        const writtenAt = new Date(placed.getTime() + (3 + n) * DAY);
        await tx.execute(sql`insert into product_reviews (product_id, user_id, order_id, rating, title, body, status,
            reply, replied_at, author_name, locale, created_at, updated_at, moderated_at)
          values (${line.productId}, ${user.id}, ${order.id}, ${rating}, ${title}, ${text}, 'approved',
            ${reply ?? null}, ${reply ? new Date(writtenAt.getTime() + DAY) : null}, ${publicAuthorName(customer.name)},
            ${customer.locale}, ${writtenAt}, ${writtenAt}, ${new Date(writtenAt.getTime() + DAY / 2)})
          on conflict (product_id, user_id) do nothing`);
        written++;
      }
    }
    // The figures, from the approved reviews, as moderation computes them.
    for (const { productId } of found) {
      const figures = figuresOf(await approvedRatingCounts(tx, productId));
      await updateReviewFigures(tx, productId, { rating: figures.rating, reviewCount: figures.reviewCount });
    }
  });
  return { reviews: written };
}
