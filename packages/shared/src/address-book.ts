import { z } from "zod";
import { addressInputSchema, addressSchema } from "./orders";
import { idField } from "./safe-text";

// --- Address book: POST /api/v1/user/addresses/{search,add,update,delete,setDefault}, members only ---

/** At most this many saved addresses per member. */
export const MAX_ADDRESSES = 20;
const addressIdField = idField;
export const addressSearchRequestSchema = z.object({}).nullish();
export const addressAddRequestSchema = z.object({ address: addressInputSchema });
export const addressUpdateRequestSchema = z.object({ addressId: addressIdField, address: addressInputSchema });
export const addressIdRequestSchema = z.object({ addressId: addressIdField });
/** Every call answers the whole book: the default first, then the newest. */
export const addressListResponseSchema = z.object({ addresses: z.array(addressSchema) });
export type AddressListResponse = z.infer<typeof addressListResponseSchema>;
