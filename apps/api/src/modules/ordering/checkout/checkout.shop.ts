import { DEFAULT_TRN, legalNameField } from "@shop/shared";
import { z } from "zod";
import { TtlCache } from "../../../lib/ttl-cache";

/** The shop's Tax Registration Number until staff set `trn` in the "shop" setting (a placeholder of 15 digits). */
export { DEFAULT_TRN };

/** Where the invoice's shop name and contacts come from: the settings service's public config. */
export interface ShopIdentitySource {
  /** The "shop" setting as stored (TRN, legal name). */
  stored(key: "shop"): Promise<unknown>;
  publicConfig(): Promise<{ shopName: string; contacts: { address: string; phone: string; email: string } }>;
  /** Registers a call made when staff change the "shop" setting (TRN, legal name): it drops the cached identity. */
  onShopChange?(listener: () => void): void;
}

export interface ShopIdentity {
  name: string;
  trn: string;
  address: string;
  email: string;
  phone: string;
}

const trnSchema = z.object({ trn: z.string().regex(/^\d{15}$/) });
const legalNameSchema = z.object({ legalName: legalNameField });

/** The seller on a tax invoice: name, TRN, address and contacts; cached 15 s. */
export function createShopIdentity(source: ShopIdentitySource) {
  const cache = new TtlCache<ShopIdentity>(15_000);
  source.onShopChange?.(() => cache.clear());
  return () =>
    cache.get("shop", async () => {
      const stored = await source.stored("shop");
      const trn = trnSchema.safeParse(stored).data?.trn ?? DEFAULT_TRN;
      const config = await source.publicConfig();
      return {
        name: legalNameSchema.safeParse(stored).data?.legalName ?? config.shopName ?? "Bustan",
        trn,
        address: config.contacts.address ?? "Dubai, UAE",
        email: config.contacts.email ?? "",
        phone: config.contacts.phone ?? "",
      };
    });
}
