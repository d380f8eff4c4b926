import type { Currency } from "@shop/shared";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { writePreferenceCookie } from "../../lib/cookies";
import { type ConfigCurrency, CURRENCY_COOKIE, resolveCurrency } from "./currency";

interface CurrencyState {
  currency: Currency;
  currencies: readonly ConfigCurrency[];
  setCurrency(code: string): void;
}

const CurrencyContext = createContext<CurrencyState | null>(null);

export function CurrencyProvider({
  initialCode,
  currencies,
  children,
}: {
  initialCode: string;
  currencies: readonly ConfigCurrency[];
  children: ReactNode;
}) {
  const [code, setCode] = useState(initialCode);
  const setCurrency = useCallback((next: string) => {
    setCode(next);
    writePreferenceCookie(CURRENCY_COOKIE, next);
  }, []);
  const value = useMemo(
    () => ({ currency: resolveCurrency(code, currencies), currencies, setCurrency }),
    [code, currencies, setCurrency],
  );
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyState {
  const state = useContext(CurrencyContext);
  if (!state) throw new Error("useCurrency must be used inside CurrencyProvider");
  return state;
}
