/**
 * The message of a field of the shop details, payments or currencies forms (named as on the wire under their
 * prefix: "phone", "social.0.url", "cashOnDelivery", "2.rate"), or null for a field of another form.
 */
export function shopProblemOf(field: string): { key: string } | null {
  const last = field.split(".").at(-1) ?? field;
  const byField: Record<string, string> = {
    phone: "phone",
    chatNumber: "phone",
    email: "email",
    address: "address",
    social: "socialMax",
    url: "url",
    network: "network",
    cashOnDelivery: "oneMethod",
    card: "cardKeys",
    code: "currencyCode",
    name: "currencyName",
    prefix: "currencyPrefix",
    rate: "rate",
    enabled: "baseOn",
  };
  const key = byField[last];
  return key ? { key } : null;
}
