import { z } from "zod";
import type { Db } from "../../db/client";
import { TtlCache } from "../../lib/ttl-cache";
import { readShopSetting } from "./checkout.repo";

/** The shop's Tax Registration Number until staff set `trn` in the "shop" setting (a placeholder of 15 digits). */
export const DEFAULT_TRN = "100000000000003";

/** Where the invoice's shop name and contacts come from: the settings service's public config. */
export interface ShopIdentitySource {
  publicConfig(): Promise<{ shopName: string; contacts: { address: string; phone: string; email: string } }>;
}

export interface ShopIdentity {
  name: string;
  trn: string;
  address: string;
  email: string;
  phone: string;
}

const trnSchema = z.object({ trn: z.string().regex(/^\d{15}$/) });

/** The seller on a tax invoice: name, TRN, address and contacts; cached 15 s. */
export function createShopIdentity(db: Db, source?: ShopIdentitySource) {
  const cache = new TtlCache<ShopIdentity>(15_000);
  return () =>
    cache.get("shop", async () => {
      const trn = trnSchema.safeParse(await readShopSetting(db)).data?.trn ?? DEFAULT_TRN;
      const config = await source?.publicConfig();
      return {
        name: config?.shopName ?? "Bustan",
        trn,
        address: config?.contacts.address ?? "Dubai, UAE",
        email: config?.contacts.email ?? "",
        phone: config?.contacts.phone ?? "",
      };
    });
}
