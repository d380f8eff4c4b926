import { DEFAULT_TRN, type ShopDetails } from "@shop/shared";
import { TtlCache } from "../../../lib/ttl-cache";

/** The shop's Tax Registration Number until staff set `trn` in the "shop" setting (a placeholder of 15 digits). */
export { DEFAULT_TRN };

/** Where the invoice's seller comes from: the settings service's shop details (issue 15). */
export interface ShopIdentitySource {
  /** The shop's details as staff set them (legal name, TRN, address, phone, e-mail), with defaults. */
  shopDetails(): Promise<ShopDetails>;
  /** Registers a call made when the settings change (on any instance): it drops the cached identity. */
  onShopChange?(listener: () => void): void;
}

export interface ShopIdentity {
  name: string;
  trn: string;
  address: string;
  email: string;
  phone: string;
}

/** The seller on a tax invoice: legal name, TRN, address and contacts; cached until the settings change. */
export function createShopIdentity(source: ShopIdentitySource) {
  const cache = new TtlCache<ShopIdentity>(15_000, "checkout-shop");
  source.onShopChange?.(() => cache.clear());
  return () =>
    cache.get("shop", async () => {
      const details = await source.shopDetails();
      return {
        name: details.legalName,
        trn: details.trn,
        address: details.address,
        email: details.email,
        phone: details.phone,
      };
    });
}
