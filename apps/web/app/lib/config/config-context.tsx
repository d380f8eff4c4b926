import type { ShopConfig } from "@shop/shared";
import { createContext, type ReactNode, useContext } from "react";
import { defaultConfig } from "./default-config";

const ConfigContext = createContext<ShopConfig>(defaultConfig);

export function ConfigProvider({ config, children }: { config: ShopConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

export function useShopConfig(): ShopConfig {
  return useContext(ConfigContext);
}

/** https://wa.me/<digits> for the configured chat number, or null when none is set. */
export function chatLink(chatNumber: string): string | null {
  const digits = chatNumber.replace(/\D/g, "");
  return digits ? `https://wa.me/${digits}` : null;
}

/** tel: link keeping the leading + and the digits. */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
