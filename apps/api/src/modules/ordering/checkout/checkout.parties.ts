import { normaliseMobile, type PlaceOrderRequest } from "@shop/shared";
import { AppError } from "../../../lib/app-error";
import type { AuthUser } from "../../../plugins/auth";
import type { AddressService } from "../../addresses/addresses.service";
import type { UsersService } from "../../users/users.service";
import { invalid, snapshotOf } from "./checkout.draft";
import type { AddressSnapshot } from "./checkout.mappers";

/** Contact and address of the order, checked before the transaction (guests must give everything). */
export async function orderParties(
  deps: { addresses: AddressService; users: Pick<UsersService, "contactOf"> },
  user: AuthUser | null,
  request: Omit<PlaceOrderRequest, "idempotencyKey">,
) {
  const { addresses, users } = deps;
  if (!user) {
    if (request.addressId !== undefined) {
      throw invalid("Log in to use a saved address.", "Or enter the delivery address.", "addressId");
    }
    if (!request.contact) {
      throw invalid(
        "Guests need to give a name, an e-mail address and a UAE mobile number.",
        "Enter your contact details, or log in.",
        "contact",
      );
    }
    if (!request.address) throw invalid("Enter the delivery address.", "Fill in every address field.", "address");
    if (!request.lines) throw invalid("The order has no lines.", "Send the lines of your cart.", "lines");
    return {
      contact: { ...request.contact, mobile: normaliseMobile(request.contact.mobile) },
      address: snapshotOf(request.address),
      locale: request.locale ?? "en",
    };
  }
  if (request.addressId !== undefined && request.address) {
    throw invalid("Send either a saved address or a new one, not both.", "Choose one address.", "address");
  }
  let address: AddressSnapshot;
  if (request.addressId !== undefined) address = snapshotOf(await addresses.find(user.id, request.addressId));
  else if (request.address) address = snapshotOf(request.address);
  else throw invalid("Choose a delivery address.", "Pick a saved address or enter a new one.", "address");
  const member = await users.contactOf(user.id);
  if (!member) throw new AppError("UNAUTHORIZED", "You need to log in to do this.");
  const contact = request.contact
    ? { ...request.contact, mobile: normaliseMobile(request.contact.mobile) }
    : { name: member.name, email: member.email, mobile: member.mobile ?? address.mobile };
  return { contact, address, locale: request.locale ?? member.locale ?? "en" };
}
