import Heart from "lucide-react/icons/heart";
import { LinesPage, sessionOwner, useFreshLocalLines } from "../cart";
import { memberWishlist, refreshLocalWishlist } from "../wishlist-store";
import { useWishlist } from "./use-wishlist";
import { WishlistRow } from "./wishlist-row";

/** /shop/wishlist and /pages/wishlist: saved products, each can move to the cart. */
export function WishlistPage() {
  const { lines, status, mode } = useWishlist();
  useFreshLocalLines(mode === "visitor" && status === "ready", lines, refreshLocalWishlist);
  const retry = () => {
    const owner = sessionOwner();
    if (owner) void memberWishlist.refresh(owner);
  };

  return (
    <LinesPage
      texts="wishlistPage"
      countKey="wishlist.label"
      emptyIcon={<Heart aria-hidden="true" size={48} />}
      status={status}
      count={lines.length}
      onRetry={retry}
    >
      {(refocus) => (
        <ul className="wish-lines" aria-busy={status === "loading" || undefined}>
          {lines.map((line) => (
            <WishlistRow key={line.key} line={line} onRemoved={refocus} />
          ))}
        </ul>
      )}
    </LinesPage>
  );
}
